/** Numbers and times of the feed-mixing screen: kg in Finnish grouping, mix times in Helsinki time (spec 4 §9). */
const kgFormat = new Intl.NumberFormat("fi-FI", { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat("fi-FI", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const timeFormat = new Intl.DateTimeFormat("fi-FI", {
  timeZone: "Europe/Helsinki",
  day: "numeric",
  month: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const dayFormat = new Intl.DateTimeFormat("fi-FI", { timeZone: "Europe/Helsinki", day: "numeric", month: "numeric" });

export const kg = (n: number | null | undefined): string => (n === null || n === undefined ? "–" : kgFormat.format(n));
export const oneDecimal = (n: number): string => decimalFormat.format(n);
export const helsinkiTime = (iso: string): string => timeFormat.format(new Date(iso));
export const helsinkiDay = (iso: string): string => dayFormat.format(new Date(iso));
/** A signed difference: +30 / −50 / 0. */
export const signedKg = (n: number): string => (n > 0 ? `+${kg(n)}` : kg(n));
/** A weight with its unit: "1 850 kg". */
export const withKg = (n: number | null | undefined): string => `${kg(n)} kg`;
