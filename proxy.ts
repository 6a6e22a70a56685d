import { NextResponse, type NextRequest } from "next/server";
import { MARKET_HEADER, marketFromHost } from "@/lib/market";

/**
 * Runs before every request (Next 16's middleware): the market comes from the host name
 * (ends in "fi" → Finland, else Sweden) and travels on as a request header, so server
 * components and route handlers read it without parsing the host again.
 */
export function proxy(req: NextRequest) {
  const headers = new Headers(req.headers);
  const market = marketFromHost(req.headers.get("x-forwarded-host") ?? req.headers.get("host"));
  headers.set(MARKET_HEADER, market);
  if (!headers.get("x-request-id")) headers.set("x-request-id", crypto.randomUUID());
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
