import { z } from "zod";

/**
 * Password rules (spec 2 §5 "Password change and reset": all fields required, characters limited
 * to the allowed set, confirmation equal to the new password). Shown on the password pages
 * through the `account.passwordRules.*` texts.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** letters (incl. å ä ö), digits and these special characters; no spaces, quotes or backslash */
export const PASSWORD_SPECIALS = "!#$%&()*+,-./:;<=>?@[]^_{|}~";

const ALLOWED = /^[A-Za-zÅÄÖåäö0-9!#$%&()*+,\-./:;<=>?@[\]^_{|}~]+$/;

export function isValidPassword(p: string): boolean {
  return (
    p.length >= PASSWORD_MIN &&
    p.length <= PASSWORD_MAX &&
    ALLOWED.test(p) &&
    /[A-Za-zÅÄÖåäö]/.test(p) &&
    /[0-9]/.test(p)
  );
}

export const MSG_ALL_REQUIRED = "account.password.allRequired";
export const MSG_INVALID_TYPE = "account.password.invalidType";
export const MSG_MISMATCH = "account.password.mismatch";

/** New password + confirmation, with the spec's messages (as translation keys). */
function newPasswordRules(fields: { newPassword: string; confirmPassword: string; currentPassword?: string }, ctx: z.RefinementCtx) {
  const entries = Object.entries(fields) as [string, string][];
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

const field = z.string({ error: MSG_ALL_REQUIRED }).max(200, { error: MSG_INVALID_TYPE });

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
