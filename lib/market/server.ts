import "server-only";
import { headers } from "next/headers";
import { MARKET_HEADER, isMarket, marketFromHost, type Market } from "./index";

/** The market of the current request (set by proxy.ts from the host name). */
export async function getMarket(): Promise<Market> {
  const h = await headers();
  const m = h.get(MARKET_HEADER);
  return isMarket(m) ? m : marketFromHost(h.get("x-forwarded-host") ?? h.get("host"));
}
