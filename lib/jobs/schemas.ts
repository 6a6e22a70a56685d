import { z } from "zod";

/** Staff "run again" on a dead job. */
export const ZRequeueJobResponse = z.object({ success: z.literal(true), jobId: z.number() });
