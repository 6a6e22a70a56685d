/**
 * The list booking's limits and the print link, without zod: the page's client code imports these,
 * so the schemas (and zod) stay out of its first load (decision 100). `schemas.ts` re-exports them.
 */

/** The longest search range in days (from → to); a season is searched month by month. */
export const MAX_SEARCH_DAYS = 31;
/** At most this many bookings in one reply (`Truncated` tells the page there were more). */
export const MAX_SEARCH_RESULTS = 500;
/** At most this many order lines in one multi-print. */
export const MAX_PRINT_LINES = 50;

/** The URL of the multi-print for order lines (the page opens it in a new tab). */
export function multiPdfUrl(lines: { ioNumber: string; lineNumber: number }[]): string {
  const seen = new Set<string>();
  const unique = lines.filter((l) => {
    const k = `${l.ioNumber}|${l.lineNumber}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  const q = new URLSearchParams({
    ioNumber: unique.map((l) => l.ioNumber).join("|"),
    lineNumber: unique.map((l) => String(l.lineNumber)).join("|"),
  });
  return `/api/pdfhandler/generatemultipdf?${q.toString()}`;
}
