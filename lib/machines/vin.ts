/**
 * The VIN check digit (decision 035). A serial number of exactly 17 characters is taken as a VIN
 * (ISO 3779). The check digit in position 9 (49 CFR 565.15, weights 8 7 6 5 4 3 2 10 0 9 8 7 6 5
 * 4 3 2, letters transliterated, remainder 10 = "X") is mandatory only for vehicles built for
 * North America, whose VINs start with 1–5; European manufacturers are not bound to it (many
 * tractors and harvesters carry a 17-character PIN without one). So: a 17-character serial that
 * starts with 1–5 must have a valid check digit and may not contain I, O or Q; any other serial is
 * only "at most 17 letters and digits".
 */
const TRANSLIT: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit a 17-character VIN should carry, or null when it has a character a VIN cannot have. */
export function vinCheckDigit(vin: string): string | null {
  const v = vin.toUpperCase();
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(v)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = v.charAt(i);
    const value = /\d/.test(c) ? Number(c) : (TRANSLIT[c] ?? 0);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const r = sum % 11;
  return r === 10 ? "X" : String(r);
}

/** Whether the check-digit rule applies to this serial number (see above). */
export const vinCheckApplies = (serial: string): boolean => serial.length === 17 && /^[1-5]/.test(serial);

/** True when the serial passes the check-digit rule (or the rule does not apply to it). */
export function hasValidCheckDigit(serial: string): boolean {
  const s = serial.trim().toUpperCase();
  if (!vinCheckApplies(s)) return true;
  return vinCheckDigit(s) === s.charAt(8);
}

/** Serial and registration numbers are stored in upper case (one machine per VIN per customer, whatever the case typed). */
export const normaliseId = (s: string): string => s.trim().toUpperCase();
