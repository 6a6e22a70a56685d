import { resetPassword } from "@/lib/accounts/password-reset";
import { ZAccountDoneResponse } from "@/lib/accounts/schemas";
import { publicRoute } from "@/lib/api/handler";
import { ZResetPasswordRequest } from "@/lib/validation/password";

/** Sets a new password with a reset link's token; every session of the user ends. */
export const POST = publicRoute({ input: ZResetPasswordRequest, output: ZAccountDoneResponse }, async ({ db, input, audit }) => {
  await resetPassword(db, { token: input.token, newPassword: input.newPassword, ctx: audit });
  return { success: true as const };
});
