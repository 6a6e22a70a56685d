import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-constants";

/**
 * Password rules for NEW passwords (spec 2 §5 "Password change and reset": all fields required,
 * characters limited to the allowed set, confirmation equal to the new password), with the
 * allowed set and length following OWASP ASVS 4 §2.1 (decision 018):
 * - 12 to 128 characters (Unicode code points), runs of spaces counting as one (2.1.1, 2.1.2);
 * - any printable Unicode character, spaces and emoji included (2.1.4); no composition rules
 *   such as "a letter and a digit" (2.1.9); nothing is truncated (2.1.3);
 * - not one of the common breached passwords shipped with the project (2.1.7), checked on the
 *   server (lib/validation/password-common.ts) so the list stays out of the browser bundle.
 * Existing passwords are never re-checked: sign-in verifies whatever hash is stored (the seeded
 * demo accounts keep demo1234). Shown on the password pages through `account.passwordRules.*`.
 */
export { PASSWORD_MAX, PASSWORD_MIN };

/** Not printable: control, surrogate, private-use, unassigned, line/paragraph separators, format
 * characters (except the zero-width (non-)joiners that emoji and some scripts need). */
const NOT_PRINTABLE = /[\p{Cc}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/u;

/** The length that counts: code points, runs of spaces as one. */
export function passwordLength(p: string): number {
  return [...p.replace(/ {2,}/g, " ")].length;
}

export function isValidPassword(p: string): boolean {
  const n = passwordLength(p);
  return n >= PASSWORD_MIN && n <= PASSWORD_MAX && !NOT_PRINTABLE.test(p);
}

export const MSG_ALL_REQUIRED = "account.password.allRequired";
export const MSG_INVALID_TYPE = "account.password.invalidType";
export const MSG_MISMATCH = "account.password.mismatch";
/** a common (breached) password, or the user's own username or e-mail (server check) */
export const MSG_COMMON = "account.password.common";

/** New password + confirmation, with the spec's messages (as translation keys). */
function newPasswordRules(fields: { newPassword: string; confirmPassword: string; currentPassword?: string }, ctx: z.RefinementCtx) {
  const entries = Object.entries<string | undefined>(fields);
  const empty = entries.filter(([, v]) => !v);
  if (empty.length) {
    for (const [k] of empty) ctx.addIssue({ code: "custom", path: [k], message: MSG_ALL_REQUIRED });
    return;
  }
  if (!isValidPassword(fields.newPassword)) {
    ctx.addIssue({ code: "custom", path: ["newPassword"], message: MSG_INVALID_TYPE });
    return;
  }
  if (fields.newPassword !== fields.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MSG_MISMATCH });
  }
}

/** 128 code points may take 256 UTF-16 units (emoji); anything longer is not a password of ours. */
const field = z.string({ error: MSG_ALL_REQUIRED }).max(PASSWORD_MAX * 2 + 64, { error: MSG_INVALID_TYPE });

export const ZChangePasswordRequest = z
  .object({ currentPassword: field, newPassword: field, confirmPassword: field })
  .superRefine((v, ctx) => newPasswordRules(v, ctx));
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZResetPasswordRequest = z
  .object({ token: z.string().min(10).max(200), newPassword: field, confirmPassword: field })
  .superRefine((v, ctx) => newPasswordRules({ newPassword: v.newPassword, confirmPassword: v.confirmPassword }, ctx));
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZRequestPasswordReset = z.object({
  username: z.string({ error: "account.reset.usernameRequired" }).trim().min(1, { error: "account.reset.usernameRequired" }).max(200),
});
