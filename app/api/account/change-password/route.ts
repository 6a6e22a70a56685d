import { changePassword } from "@/lib/accounts/change-password";
import { ZChangePasswordResponse } from "@/lib/accounts/schemas";
import { route } from "@/lib/api/handler";
import { ZChangePasswordRequest } from "@/lib/validation/password";

/** Changes the signed-in user's password; the user's other sessions end. */
export const POST = route({ input: ZChangePasswordRequest, output: ZChangePasswordResponse }, async ({ db, actor, input, audit }) => {
  const { endedSessions } = await changePassword(db, { actor, input, ctx: audit });
  return { success: true as const, endedSessions };
});
