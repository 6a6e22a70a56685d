import { todayIn } from "@/lib/market/format";
import { isRealDate } from "./date";
import { type Checked, fail, type FieldOptions, type FieldSchema, type IsRequired, ok, textField } from "./field";
import { MESSAGES } from "./messages";

/**
 * Finnish personal identity code, henkilötunnus (the Finnish market's counterpart of the profile's
 * social security number, spec 1 §5; the market differs): DDMMYY, a century sign, the individual
 * number ZZZ and a check character Q.
 * - required; spaces removed, letters upper-cased;
 * - the form DDMMYYCZZZQ, else `format`;
 * - century signs: "+" 1800s; "-", Y, X, W, V, U 1900s; A, B, C, D, E, F 2000s (the 2023 reform);
 * - a real date not after today (Finland), an individual number 002–899 (000 and 001 are never
 *   issued, 900–999 are temporary numbers) and the check character
 *   "0123456789ABCDEFHJKLMNPRSTUVWXY"[DDMMYYZZZ mod 31], else `valid`.
 * The value is normalised to upper case without spaces.
 */
export type HetuError = "required" | "format" | "valid";

const CHECK_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY";
const CENTURY: Record<string, number> = {
  "+": 1800,
  "-": 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};
const FORM = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/;

export function checkFinnishHetu(value: string, now: Date = new Date()): Checked<string, HetuError> {
  const s = value.replace(/\s+/g, "").toUpperCase();
  if (s === "") return fail("required");
  const m = FORM.exec(s);
  if (!m) return fail("format");
  const [, dd = "", mm = "", yy = "", sign = "", zzz = "", q = ""] = m;
  const year = (CENTURY[sign] ?? 0) + Number(yy);
  const date = `${String(year).padStart(4, "0")}-${mm}-${dd}`;
  if (!isRealDate(year, Number(mm), Number(dd)) || date > todayIn("fi", now)) return fail("valid");
  const individual = Number(zzz);
  if (individual < 2 || individual > 899) return fail("valid");
  if (CHECK_CHARS[Number(`${dd}${mm}${yy}${zzz}`) % 31] !== q) return fail("valid");
  return ok(s);
}

export const isValidFinnishHetu = (value: string, now?: Date): boolean => checkFinnishHetu(value, now).ok;

export interface HetuOptions extends FieldOptions<HetuError> {
  /** the current time, read at each parse (tests inject a fixed one) */
  now?: () => Date;
}

/** Henkilötunnus: required unless `{ required: false }`; outputs the upper-case code. */
export const finnishHetu = <const O extends HetuOptions = object>(options?: O): FieldSchema<string, IsRequired<O, true>> =>
  textField((s) => checkFinnishHetu(s, options?.now?.()), MESSAGES.hetu, options, true);
