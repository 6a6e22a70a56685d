import { AppError } from "@/lib/api/errors";
import { MSG_COMMON } from "@/lib/validation/password";
import { isCommonPassword } from "@/lib/validation/password-common";

/** The server half of the new-password rules: not common, not the user's own name (400 on newPassword). */
export function requireUncommonPassword(password: string, user: { username?: string | null; email?: string | null }): void {
  if (isCommonPassword(password, user)) throw new AppError("BAD_REQUEST", MSG_COMMON, { fields: { newPassword: [MSG_COMMON] } });
}
