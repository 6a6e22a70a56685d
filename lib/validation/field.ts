import { z } from "zod";

/**
 * Building blocks for field schemas (spec 1 §5 "Generic rules"). A field rule is a pure check
 * that turns a trimmed, non-empty text into its normalised value or names the failure; the
 * helpers below wrap it in a zod schema whose issue messages are translation keys
 * (`validation.{field}.{required|valid}`, see ./messages.ts), shared by forms (zodResolver) and
 * route handlers.
 */

/** What a text field accepts: a form's string, or nothing at all from a JSON body. */
export type TextInput = string | null | undefined;

/** The outcome of a pure check: the normalised value, or which message applies. */
export type Checked<T, K extends string = "valid"> = { ok: true; value: T } | { ok: false; error: K };

export const ok = <T>(value: T): Checked<T, never> => ({ ok: true, value });
export const fail = <K extends string>(error: K): Checked<never, K> => ({ ok: false, error });

export interface FieldOptions<K extends string = "valid"> {
  /** true: an empty value is an error (`…required`); false: an empty value becomes `undefined` */
  required?: boolean;
  /** the form's own message keys instead of the shared ones */
  messages?: Partial<Record<"required" | "valid" | K, string>>;
}

/** Whether the options make the field required: literal true/false, else the field's default `D`. */
export type IsRequired<O, D extends boolean> = O extends { required: true }
  ? true
  : O extends { required: false }
    ? false
    : O extends { required?: undefined }
      ? D
      : boolean;

/** Marks a schema whose key an object may leave out (zod reads this when inferring object types). */
type OptionalKey = { _zod: { optin: "optional"; optout: "optional" } };

/** The schema of a field: `T` when required, `T | undefined` (and an optional key) when optional-friendly. */
export type FieldSchema<T, R extends boolean, I = TextInput> = R extends true ? z.ZodType<T, I> : z.ZodType<T | undefined, I> & OptionalKey;

/** Nothing entered: undefined, null, or a string of only white space. */
export function isBlank(value: unknown): value is undefined | null | string {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * Optional-friendly version of any schema: an empty string, null or undefined becomes
 * `undefined`; anything else must pass `schema`.
 */
export function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess((value: z.input<S> | null | undefined) => (isBlank(value) ? undefined : value), schema.optional());
}

/**
 * Required version of any schema: an empty string, null or undefined fails with `message`
 * (default: the generic "field must be filled in" key); anything else must pass `schema`.
 */
export function required<S extends z.ZodType>(schema: S, message = "validation.generic.required") {
  return z.preprocess((value: z.input<S> | null | undefined, ctx) => {
    if (isBlank(value)) {
      ctx.addIssue({ code: "custom", message, input: value });
      return z.NEVER;
    }
    return value;
  }, schema);
}

/** Message keys of a field after the form's overrides. */
export function resolveMessages<K extends string>(
  defaults: Record<"required" | "valid" | K, string>,
  overrides: Partial<Record<"required" | "valid" | K, string>> | undefined,
): Record<"required" | "valid" | K, string> {
  return { ...defaults, ...overrides };
}

/** Wraps a schema for non-empty values as required or optional-friendly. */
export function requiredOrOptional<T, I>(base: z.ZodType<T, I>, isRequired: boolean, requiredMessage: string): z.ZodType {
  return isRequired ? required(base, requiredMessage) : optional(base);
}

/**
 * A text field from a pure check: the value is trimmed, then `check` gives its normalised form
 * or the kind of failure, reported with that kind's message key.
 */
export function textField<T, K extends string, O extends FieldOptions<K>, D extends boolean>(
  check: (value: string) => Checked<T, K>,
  defaults: Record<"required" | "valid" | K, string>,
  options: O | undefined,
  requiredByDefault: D,
): FieldSchema<T, IsRequired<O, D>> {
  const keys = resolveMessages(defaults, options?.messages);
  const base = z.string({ error: keys.valid }).transform((raw, ctx) => {
    const result = check(raw.trim());
    if (result.ok) return result.value;
    ctx.addIssue({ code: "custom", message: keys[result.error], input: raw });
    return z.NEVER;
  });
  return requiredOrOptional(base, options?.required ?? requiredByDefault, keys.required) as FieldSchema<T, IsRequired<O, D>>;
}

/** A pure check from a normaliser and a test of the normalised value. */
export function checkWith(normalize: (value: string) => string, test: (normalized: string) => boolean) {
  return (value: string): Checked<string> => {
    const normalized = normalize(value);
    return test(normalized) ? ok(normalized) : fail("valid");
  };
}
