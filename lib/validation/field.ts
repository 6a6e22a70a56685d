import { z } from "zod";
import { checkWith, fail, isBlank, ok, type Checked } from "./check";

export { checkWith, fail, isBlank, ok, type Checked };

/**
 * Building blocks for field schemas (spec 1 §5 "Generic rules"). A field rule is a pure check
 * that turns a trimmed, non-empty text into its normalised value or names the failure; the
 * helpers below wrap it in a zod schema whose issue messages are translation keys
 * (`validation.{field}.{required|valid}`, see ./messages.ts), shared by forms (zodResolver) and
 * route handlers.
 */

/** What a text field accepts: a form's string, or nothing at all from a JSON body. */
export type TextInput = string | null | undefined;

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
