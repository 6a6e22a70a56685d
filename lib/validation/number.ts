import { z } from "zod";
import { type FieldOptions, type FieldSchema, type IsRequired, requiredOrOptional, resolveMessages } from "./field";
import { MESSAGES } from "./messages";

/**
 * Numbers (spec 1 §5 "Generic rules"): comma or dot as decimal mark; spaces (also the no-break
 * spaces Intl puts in "1 234,5") or dots as thousands separators, in groups of three.
 * - "1 234,5", "1.234,5", "1 234.5", "1234.5", "12,5" → 1234.5 / 12.5
 * - a single dot with no comma is a decimal mark: "1.234" → 1.234 ("1.234.567" → 1234567)
 * - a leading "-" or "−" (U+2212, as Intl writes it) makes it negative
 * - the same mark cannot be both thousands separator and decimal mark ("1.234.5" is refused)
 * The range rule reads its value the same way, so a comma decimal works there too.
 */
const NUMBER = /^([-\u2212]?)(\d+|\d{1,3}([ \u00A0\u202F.])\d{3}(?:\3\d{3})*)(?:([.,])(\d+))?$/;

/** The number written in `value`, or undefined when it is not a number in the accepted forms. */
export function parseDecimal(value: string): number | undefined {
  const m = NUMBER.exec(value.trim());
  if (!m) return undefined;
  const [, sign, int = "", thousands, mark, fraction] = m;
  if (thousands === "." && mark === ".") return undefined;
  const n = Number(`${sign ? "-" : ""}${int.replace(/\D/g, "")}${fraction ? `.${fraction}` : ""}`);
  return Number.isFinite(n) ? n : undefined;
}

export const isDecimal = (value: string): boolean => parseDecimal(value) !== undefined;

export interface Range {
  min?: number;
  max?: number;
}

/** The range rule: the value (text with comma or dot decimals, or a number) lies within min..max. */
export function isInRange(value: string | number, { min, max }: Range): boolean {
  const n = typeof value === "number" ? value : parseDecimal(value);
  return n !== undefined && Number.isFinite(n) && (min === undefined || n >= min) && (max === undefined || n <= max);
}

export type NumberInput = string | number | null | undefined;
export type NumberOptions = FieldOptions<"range"> & Range;

/**
 * A number field: text as above or a JSON number → number. Required unless `{ required: false }`.
 * With min/max, a value outside gives the range message.
 */
export function decimal<const O extends NumberOptions = object>(options?: O): FieldSchema<number, IsRequired<O, true>, NumberInput> {
  const keys = resolveMessages({ ...MESSAGES.number, range: MESSAGES.range.valid }, options?.messages);
  const range: Range = { min: options?.min, max: options?.max };
  const base = z.union([z.string(), z.number()], { error: keys.valid }).transform((raw, ctx) => {
    const n = typeof raw === "number" ? (Number.isFinite(raw) ? raw : undefined) : parseDecimal(raw);
    if (n === undefined) {
      ctx.addIssue({ code: "custom", message: keys.valid, input: raw });
      return z.NEVER;
    }
    if (!isInRange(n, range)) {
      ctx.addIssue({ code: "custom", message: keys.range, input: raw });
      return z.NEVER;
    }
    return n;
  });
  return requiredOrOptional(base, options?.required ?? true, keys.required) as FieldSchema<number, IsRequired<O, true>, NumberInput>;
}
