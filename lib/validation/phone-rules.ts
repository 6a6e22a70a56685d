import type { Market } from "@/lib/market";
import { checkWith } from "./check";

/**
 * Phone and mobile numbers (spec 1 §5 "Generic rules").
 *
 * Sweden: spaces are removed and a national or mistyped international prefix is rewritten to
 * +46. The rewrites are tried longest first and repeated until none applies, so a doubled prefix
 * ("0046 070…", "+46 070…") ends up as one +46 and normalising twice changes nothing.
 * Hyphens are not removed (the spec removes spaces only), so "070-123 45 67" is refused.
 * Finland: no rewriting; the trimmed value must match the pattern.
 */

/** Phone: leading 0, 046, 0046 or +460 become +46. */
const PHONE_SE_PREFIXES: readonly (readonly [string, string])[] = [
  ["0046", "+46"],
  ["+460", "+46"],
  ["046", "+46"],
  ["0", "+46"],
];

/** Mobile: 07 becomes +467; 046 and 0046 become +46; +4607 becomes +467. */
const MOBILE_SE_PREFIXES: readonly (readonly [string, string])[] = [
  ["+4607", "+467"],
  ["0046", "+46"],
  ["046", "+46"],
  ["07", "+467"],
];

const PHONE_SE = /^\+46\d{6,}$/;
const MOBILE_SE = /^\+46\d{9}$/;
const PHONE_FI = /^\+358[\d ]{6,}$/;
const MOBILE_FI = /^\+358 [45]\d{6,}$/;

/**
 * Removes white space and rewrites prefixes until none applies. Terminates: a rule for a value
 * starting with 0 leaves it starting with "+", and the rules for "+" values make it shorter.
 */
function rewrite(value: string, rules: readonly (readonly [string, string])[]): string {
  let s = value.replace(/\s+/g, "");
  for (;;) {
    const rule = rules.find(([from]) => s.startsWith(from));
    if (!rule) return s;
    s = rule[1] + s.slice(rule[0].length);
  }
}

/** "070 123 45 67" → "+46701234567"; leaves anything it cannot read as it is (minus spaces). */
export const normalizeSwedishPhone = (value: string): string => rewrite(value, PHONE_SE_PREFIXES);
export const normalizeSwedishMobile = (value: string): string => rewrite(value, MOBILE_SE_PREFIXES);

/** +46 followed by at least 6 digits, after normalising. */
export const isSwedishPhone = (value: string): boolean => PHONE_SE.test(normalizeSwedishPhone(value));
/** +46 followed by exactly 9 digits, after normalising. */
export const isSwedishMobile = (value: string): boolean => MOBILE_SE.test(normalizeSwedishMobile(value));
/** +358 followed by at least 6 digits or spaces. */
export const isFinnishPhone = (value: string): boolean => PHONE_FI.test(value.trim());
/** +358, a space, 4 or 5, then at least 6 digits. */
export const isFinnishMobile = (value: string): boolean => MOBILE_FI.test(value.trim());

export const checkSwedishPhone = checkWith(normalizeSwedishPhone, (s) => PHONE_SE.test(s));
export const checkSwedishMobile = checkWith(normalizeSwedishMobile, (s) => MOBILE_SE.test(s));
export const checkFinnishPhone = checkWith(
  (s) => s.trim(),
  (s) => PHONE_FI.test(s),
);
export const checkFinnishMobile = checkWith(
  (s) => s.trim(),
  (s) => MOBILE_FI.test(s),
);

/** Normalised phone number of the market, or undefined when it is not valid. */
export function normalizePhone(market: Market, value: string): string | undefined {
  const r = (market === "fi" ? checkFinnishPhone : checkSwedishPhone)(value);
  return r.ok ? r.value : undefined;
}
/** Normalised mobile number of the market, or undefined when it is not valid. */
export function normalizeMobile(market: Market, value: string): string | undefined {
  const r = (market === "fi" ? checkFinnishMobile : checkSwedishMobile)(value);
  return r.ok ? r.value : undefined;
}
