import { checkWith } from "./check";

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
