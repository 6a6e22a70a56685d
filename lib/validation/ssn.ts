import { todayIn } from "@/lib/market/format";
import { isRealDate } from "./date";
import { type Checked, fail, type FieldOptions, type FieldSchema, type IsRequired, ok, textField } from "./field";
import { isLuhnValid } from "./luhn";
import { MESSAGES } from "./messages";

/**
 * Swedish social security number, personnummer (spec 1 §5 "Social security number (profile)"):
 * - required ('Personnummer måste fyllas i');
 * - hyphens are stripped; a "+" between date and number (YYMMDD+NNNN) marks someone aged 100 or more;
 * - 10 or 12 digits, else 'Du måste ange 12 siffror (ÅÅÅÅMMDDNNNN)';
 * - a 10-digit value gets the most recent century that does not put the date in the future
 *   ("+": one century earlier);
 * - a real date, not after today (a day above 60 is a coordination number: day − 60);
 * - the birth number NNN is not 000 (never issued);
 * - the Luhn check digit over the 10 digits YYMMDDNNNC matches;
 * else 'Ogiltigt personnummer'. The value is normalised to 12 digits (YYYYMMDDNNNC).
 * "Today" is the calendar date in Sweden at `now`.
 */
export type SsnError = "required" | "format" | "valid";

type Ymd = readonly [year: number, month: number, day: number];

/** Compares dates given as [year, month, day]. */
const after = (a: Ymd, b: Ymd) => (a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2]);

export function checkSwedishSsn(value: string, now: Date = new Date()): Checked<string, SsnError> {
  const s = value.trim().replace(/-/g, "");
  if (s === "") return fail("required");
  const centenarian = /^(\d{6})\+(\d{4})$/.exec(s);
  const digits = centenarian ? centenarian.slice(1, 3).join("") : s; // YYMMDD+NNNC: the two groups
  if (!/^(?:\d{10}|\d{12})$/.test(digits)) return fail("format");

  const ten = digits.slice(-10);
  const month = Number(ten.slice(2, 4));
  const dayWritten = Number(ten.slice(4, 6));
  const day = dayWritten > 60 ? dayWritten - 60 : dayWritten;
  const [ty = 0, tm = 0, td = 0] = todayIn("se", now).split("-").map(Number);
  const today: Ymd = [ty, tm, td];

  let year: number;
  if (digits.length === 12) {
    year = Number(digits.slice(0, 4));
  } else {
    year = Math.floor(today[0] / 100) * 100 + Number(ten.slice(0, 2));
    if (after([year, month, day], today)) year -= 100;
    if (centenarian) year -= 100;
  }

  if (!isRealDate(year, month, day) || after([year, month, day], today)) return fail("valid");
  if (ten.slice(6, 9) === "000") return fail("valid");
  if (!isLuhnValid(ten)) return fail("valid");
  return ok(String(year).padStart(4, "0") + ten.slice(2));
}

export const isValidSwedishSsn = (value: string, now?: Date): boolean => checkSwedishSsn(value, now).ok;

/** The 12-digit form, or undefined when the number is not valid. */
export function normalizeSwedishSsn(value: string, now?: Date): string | undefined {
  const r = checkSwedishSsn(value, now);
  return r.ok ? r.value : undefined;
}

export interface SsnOptions extends FieldOptions<SsnError> {
  /** the current time, read at each parse (tests inject a fixed one) */
  now?: () => Date;
}

/** Social security number (profile): required unless `{ required: false }`; outputs 12 digits. */
export const swedishSsn = <const O extends SsnOptions = object>(options?: O): FieldSchema<string, IsRequired<O, true>> =>
  textField((s) => checkSwedishSsn(s, options?.now?.()), MESSAGES.ssn, options, true);
