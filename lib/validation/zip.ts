import type { Market } from "@/lib/market";
import { checkWith, type FieldOptions, type FieldSchema, type IsRequired, textField } from "./field";
import { MESSAGES } from "./messages";

/**
 * Zip codes (spec 1 §5 "Generic rules"): Finland 5 digits; Sweden 5 digits not starting with 0,
 * or 3 digits, a space and 2 digits, not starting with 0. The value is kept as entered (trimmed).
 */
const ZIP_SE = /^[1-9]\d{4}$|^[1-9]\d{2} \d{2}$/;
const ZIP_FI = /^\d{5}$/;

export const isSwedishZip = (value: string): boolean => ZIP_SE.test(value.trim());
export const isFinnishZip = (value: string): boolean => ZIP_FI.test(value.trim());
export const isZip = (market: Market, value: string): boolean => (market === "fi" ? isFinnishZip(value) : isSwedishZip(value));

const trim = (s: string) => s.trim();
export const checkSwedishZip = checkWith(trim, (s) => ZIP_SE.test(s));
export const checkFinnishZip = checkWith(trim, (s) => ZIP_FI.test(s));

/** Swedish zip code (zipCode): optional-friendly unless `{ required: true }`. */
export const zipSE = <const O extends FieldOptions = object>(options?: O): FieldSchema<string, IsRequired<O, false>> =>
  textField(checkSwedishZip, MESSAGES.zipCode, options, false);
/** Finnish zip code: optional-friendly unless `{ required: true }`. */
export const zipFI = <const O extends FieldOptions = object>(options?: O): FieldSchema<string, IsRequired<O, false>> =>
  textField(checkFinnishZip, MESSAGES.zipCode, options, false);
/** The market's zip code rule (optional-friendly by default). */
export const zipFor = <const O extends FieldOptions = object>(market: Market, options?: O): FieldSchema<string, IsRequired<O, false>> =>
  market === "fi" ? zipFI(options) : zipSE(options);
