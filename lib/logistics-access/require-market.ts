/**
 * The market half of the logistics rule (decision 019) for records that are not bookings: an
 * order, a transport row, a re-destination, a customer a delivery assurance is made for. A record
 * of the other market does not exist through this host, for every role (staff included).
 */
import { AppError, type ErrorCode } from "@/lib/api/errors";
import type { Market } from "@/lib/market";

export const inMarket = (recordMarket: string | null | undefined, market: Market): boolean => recordMarket === market;

/** Throws (404 by default, with `message`) unless the record is of the request's market. */
export function requireMarket(
  recordMarket: string | null | undefined,
  market: Market,
  opts: { code?: Extract<ErrorCode, "NOT_FOUND" | "FORBIDDEN">; message?: string } = {},
): void {
  if (!inMarket(recordMarket, market)) throw new AppError(opts.code ?? "NOT_FOUND", opts.message);
}
