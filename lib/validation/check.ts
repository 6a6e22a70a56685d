/**
 * The pure side of the field rules (./field.ts): a check turns a trimmed, non-empty text into its
 * normalised value or names the failure. No zod here, so a form in the browser can use the
 * rules without loading zod (decision 099); ./field.ts re-exports all of it.
 */

/** The outcome of a pure check: the normalised value, or which message applies. */
export type Checked<T, K extends string = "valid"> = { ok: true; value: T } | { ok: false; error: K };

export const ok = <T>(value: T): Checked<T, never> => ({ ok: true, value });
export const fail = <K extends string>(error: K): Checked<never, K> => ({ ok: false, error });

/** Nothing entered: undefined, null, or a string of only white space. */
export function isBlank(value: unknown): value is undefined | null | string {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** A pure check from a normaliser and a test of the normalised value. */
export function checkWith(normalize: (value: string) => string, test: (normalized: string) => boolean) {
  return (value: string): Checked<string> => {
    const normalized = normalize(value);
    return test(normalized) ? ok(normalized) : fail("valid");
  };
}
