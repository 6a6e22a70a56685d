import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { publicRoute } from "@/lib/api/handler";
import { ZRequestPasswordReset } from "@/lib/validation/password";

/** E-mails a reset link when the account exists; answers the same either way. */
export const POST = publicRoute({ input: ZRequestPasswordReset }, async ({ db, input, origin, t, audit }) => {
  await requestPasswordReset(db, { username: input.username, origin, t, ctx: audit });
  return { success: true };
});
