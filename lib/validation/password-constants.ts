/** The new-password length limits (lib/validation/password.ts), without zod: the password rules
 * text in the browser reads them (decision 099). */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
