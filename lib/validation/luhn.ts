/**
 * Luhn (mod 10) check digit, as used by Swedish personnummer and organisation numbers over
 * their 10 digits (the last one being the check digit).
 */

/** The check digit that completes `digits` (the payload without its check digit). */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error("luhnCheckDigit: digits only");
  let sum = 0;
  // Rightmost payload digit is doubled, then every second one to the left of it.
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[digits.length - 1 - i]);
    const v = i % 2 === 0 ? d * 2 : d;
    sum += v > 9 ? v - 9 : v;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether the last digit of `digits` is the Luhn check digit of the ones before it. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits[digits.length - 1]);
}
