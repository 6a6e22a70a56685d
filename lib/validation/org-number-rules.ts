import { checkWith } from "./check";
import { isLuhnValid } from "./luhn";

/**
 * Swedish organisation number (spec 1 §5 "Verify customer"): 6 digits, an optional hyphen,
 * 4 digits. The value is kept as entered (trimmed). The Luhn check digit is not part of the
 * spec's rule; `isValidOrgNumberChecksum` offers it separately.
 */
const ORG_NUMBER = /^\d{6}-?\d{4}$/;

export const isOrgNumber = (value: string): boolean => ORG_NUMBER.test(value.trim());
export const checkOrgNumber = checkWith(
  (s) => s.trim(),
  (s) => ORG_NUMBER.test(s),
);

/** Whether the number has the pattern and its 10th digit is the Luhn check digit of the first 9. */
export function isValidOrgNumberChecksum(value: string): boolean {
  return isOrgNumber(value) && isLuhnValid(value.trim().replace("-", ""));
}

/** "5560360793" or "556036-0793" → "556036-0793"; undefined when it does not have the pattern. */
export function formatOrgNumber(value: string): string | undefined {
  if (!isOrgNumber(value)) return undefined;
  const digits = value.trim().replace("-", "");
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
}
