import { route } from "@/lib/api/handler";
import { requeueDeadJob, ZRequeueJobRequest } from "@/lib/jobs/requeue-dead-job";
import { ZRequeueJobResponse } from "@/lib/jobs/schemas";

/** Staff: run a dead job again ({ jobId } → { success, jobId }; 404 when it is not dead). Logged. */
export const POST = route({ roles: ["internal"], input: ZRequeueJobRequest, output: ZRequeueJobResponse }, ({ db, actor, input, audit }) =>
  requeueDeadJob(db, { actor, jobId: input.jobId, ctx: audit }),
);
