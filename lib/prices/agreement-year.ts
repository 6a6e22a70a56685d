/**
 * Spec 2 §9: "The agreement year is shown as the previous year if the period month-day is under
 * 701." A price period starting 2027-03-01 (month-day 0301) belongs to agreement year 2026; one
 * starting 2026-10-01 or 2027-07-01 to its own year.
 */
export function agreementYear(pricePeriod: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(pricePeriod);
  if (!m) throw new Error(`not an ISO date: ${pricePeriod}`);
  const year = Number(m[1]);
  const monthDay = Number(m[2]) * 100 + Number(m[3]);
  return monthDay < 701 ? year - 1 : year;
}
