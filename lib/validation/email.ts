import { checkWith, type FieldOptions, type FieldSchema, type IsRequired, textField } from "./field";
import { MESSAGES } from "./messages";

/**
 * E-mail (spec 1 §5 "Generic rules"): the usual form, local@domain, with a top-level domain of
 * 2 to 4 letters. Local part: letters, digits and the usual specials, dots only between them;
 * domain: labels of letters, digits and inner hyphens. At most 254 characters (RFC 5321).
 * Kept as entered (trimmed), not lower-cased.
 */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/;
export const EMAIL_MAX = 254;

const test = (s: string) => s.length <= EMAIL_MAX && EMAIL.test(s);
export const isEmail = (value: string): boolean => test(value.trim());
export const checkEmail = checkWith((s) => s.trim(), test);

/**
 * E-mail: optional-friendly unless `{ required: true }` (spec: "phoneSE, zipCode, personNumber
 * and email are optional-friendly"); forms where the e-mail must be given pass `{ required: true }`.
 */
export const email = <const O extends FieldOptions = object>(options?: O): FieldSchema<string, IsRequired<O, false>> =>
  textField(checkEmail, MESSAGES.email, options, false);
