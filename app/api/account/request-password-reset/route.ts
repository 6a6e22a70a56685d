import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { ZAccountDoneResponse } from "@/lib/accounts/schemas";
import { publicRoute } from "@/lib/api/handler";
import { ZRequestPasswordReset } from "@/lib/validation/password";

/**
 * E-mails a reset link when the account exists; answers the same either way. The link is built
 * from the configured public origin of the request's market (never from request headers).
 */
export const POST = publicRoute({ input: ZRequestPasswordReset, output: ZAccountDoneResponse }, async ({ db, input, market, t, audit }) => {
  await requestPasswordReset(db, { username: input.username, market, t, ctx: audit });
  return { success: true as const };
});
