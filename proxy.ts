import { NextResponse, type NextRequest } from "next/server";
import { dbKnownDown } from "@/db/availability";
import { DB_RETRY_AFTER_SECONDS } from "@/db/errors";
import { MARKET_HEADER, marketFromHost, type Market } from "@/lib/market";
import { PATH_HEADER } from "@/lib/profile/paths";
import fi from "@/locales/fi/common.json";
import sv from "@/locales/sv/common.json";
import { contentSecurityPolicy, HSTS, newNonce } from "@/lib/security/csp";
import { mapTiles, tileImageSource } from "@/lib/facilities/map-tiles";

/** Forwarded headers count only behind a configured proxy (TRUSTED_PROXIES, decision 018). */
const behindProxy = () => Number(process.env.TRUSTED_PROXIES ?? 0) > 0;

function servedOverHttps(req: NextRequest): boolean {
  if (req.nextUrl.protocol === "https:") return true;
  return behindProxy() && req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

/**
 * Runs before every page (Next 16's middleware): the market comes from the host name (ends in
 * "fi" → Finland, else Sweden) and travels on as a request header, so server components read it
 * without parsing the host again; every page gets a fresh CSP nonce (Next puts it on its own
 * scripts when it finds the policy in the request headers) and, over https, HSTS.
 *
 * API calls (`/api/…`) do not pass through here: the proxy would buffer their bodies before the
 * call's own size limit could refuse them (decision 021); the call wrapper reads the market and
 * request id itself.
 */
export async function proxy(req: NextRequest) {
  const headers = new Headers(req.headers);
  const market = marketFromHost((behindProxy() && req.headers.get("x-forwarded-host")) || req.headers.get("host"));
  if (await dbKnownDown()) return unavailablePage(market);
  headers.set(MARKET_HEADER, market);
  headers.set(PATH_HEADER, req.nextUrl.pathname); // the shell's terms guard (decision 075)
  if (!headers.get("x-request-id")) headers.set("x-request-id", crypto.randomUUID());
  const nonce = newNonce();
  const tiles = tileImageSource(mapTiles().url);
  const csp = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === "development", imgSources: tiles ? [tiles] : [] });
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("content-security-policy", csp);
  if (servedOverHttps(req)) res.headers.set("strict-transport-security", HSTS);
  return res;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page while the database cannot be reached (decision 024): 503 with Retry-After and the
 * market's "try again in a moment" text, instead of a page that fails half-way with a 500. A
 * plain document with no script, so its policy allows nothing but its own inline style.
 */
function unavailablePage(market: Market): NextResponse {
  const { lang, texts } = market === "fi" ? { lang: "fi", texts: fi } : { lang: "sv", texts: sv };
  const title = escapeHtml(texts.errorPage.unavailableTitle);
  const text = escapeHtml(texts.errorPage.unavailableText);
  const retry = escapeHtml(texts.errorPage.retry);
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – ${escapeHtml(texts.app.name)}</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:15vh 1.5rem;color:#1d2a1f;background:#f5f4ef}main{max-width:32rem;margin:auto}a{color:#1f5e2e}</style></head><body><main id="main" role="alert"><h1>${title}</h1><p>${text}</p><p><a href="">${retry}</a></p></main></body></html>`;
  return new NextResponse(html, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "retry-after": String(DB_RETRY_AFTER_SECONDS),
      "cache-control": "no-store",
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}

export const config = {
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico).*)"],
};
