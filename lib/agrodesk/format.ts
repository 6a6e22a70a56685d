/** Agro-desk date formats (spec 4 §9): yy-mm-dd, with HH:mm where a time is shown; Helsinki time. */
const TIME_ZONE = "Europe/Helsinki";

function parts(at: Date): Record<string, string> {
  const fmt = new Intl.DateTimeFormat("en-GB", {
    timeZone: TIME_ZONE,
    year: "2-digit",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return Object.fromEntries(fmt.formatToParts(at).map((p) => [p.type, p.value]));
}

/** 2026-11-26T13:05Z → "26-11-26" */
export function agroDate(at: Date): string {
  const p = parts(at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** 2026-11-26T13:05Z → "26-11-26 15:05" */
export function agroDateTime(at: Date): string {
  const p = parts(at);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/**
 * A date typed in the agro desk: yy-mm-dd, yyyy-mm-dd or the Finnish d.m.yyyy → "yyyy-mm-dd",
 * or null when it is not a real date.
 */
export function parseAgroDate(text: string): string | null {
  const s = text.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{2}|\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (match) {
    y = Number(match[1]);
    if (y < 100) y += 2000;
    m = Number(match[2]);
    d = Number(match[3]);
  } else if ((match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s))) {
    d = Number(match[1]);
    m = Number(match[2]);
    y = Number(match[3]);
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
