/** Replies of the account calls (requests: lib/validation/password.ts). */
import { z } from "zod";

/** Request a reset link, reset the password: the same reply either way (no account enumeration). */
export const ZAccountDoneResponse = z.object({ success: z.literal(true) });

/** Change password: the user's other sessions that ended. */
export const ZChangePasswordResponse = z.object({ success: z.literal(true), endedSessions: z.number() });
