import type { Market } from "@/lib/market";

/** The Finnish site's agro-desk section (paths under /agrodesk): compact menu on narrow screens (spec 1 §2). */
export function isAgroDeskSection(market: Market, pathname: string): boolean {
  return market === "fi" && (pathname === "/agrodesk" || pathname.startsWith("/agrodesk/"));
}
