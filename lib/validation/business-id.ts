/**
 * Finnish business id, Y-tunnus (issue 15 item 5): seven digits, a hyphen and a check digit.
 * The check digit: the digits weighted 7, 9, 10, 5, 8, 4, 2, summed, modulo 11; remainder 0 →
 * 0, remainder 1 → no valid id, otherwise 11 − remainder. Old ids with six digits take a leading
 * zero. A VAT number FI + 8 digits is the same id without the hyphen.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2];

/** "1572860-0", "572860-0" or "FI15728600" → "1572860-0"; null when not a valid Y-tunnus. */
export function normalizeBusinessId(value: string): string | null {
  const s = value.trim().toUpperCase().replace(/\s+/g, "");
  let digits: string;
  let check: string;
  let m = /^(\d{6,7})-(\d)$/.exec(s);
  if (m) {
    digits = (m[1] ?? "").padStart(7, "0");
    check = m[2] ?? "";
  } else if ((m = /^FI(\d{7})(\d)$/.exec(s))) {
    digits = m[1] ?? "";
    check = m[2] ?? "";
  } else return null;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const r = sum % 11;
  if (r === 1) return null;
  const expected = r === 0 ? 0 : 11 - r;
  return Number(check) === expected ? `${digits}-${check}` : null;
}

export const isBusinessId = (value: string): boolean => normalizeBusinessId(value) !== null;
