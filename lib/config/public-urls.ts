/**
 * The portal's public origins, one list per market (decision 018). Links that leave the portal
 * (e-mail, SMS) are built only from these, never from the request's Host or X-Forwarded-Host.
 *
 *   PUBLIC_URL_SE=https://portal.example.se,https://www.portal.example.se
 *   PUBLIC_URL_FI=https://portal.example.fi
 *
 * The first origin of a market is the one used in links; the others are also accepted as the
 * Origin of a state-changing call. Defaults (embedded development): http://localhost:PORT and
 * http://portal.test.fi:PORT, PORT defaulting to 3000. No framework imports: used by scripts too.
 */
import type { Market } from "@/lib/market";

type Env = Record<string, string | undefined>;

const DEFAULT_HOST: Record<Market, string> = { se: "localhost", fi: "portal.test.fi" };
const VARIABLE: Record<Market, string> = { se: "PUBLIC_URL_SE", fi: "PUBLIC_URL_FI" };

/** scheme://host[:port] of one configured URL; a path, query or credentials are refused. */
export function parseOrigin(value: string, variable = "PUBLIC_URL"): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${variable}: "${value}" is not a URL (expected e.g. https://portal.example.se)`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`${variable}: "${value}" must be http or https`);
  if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== "")) {
    throw new Error(`${variable}: "${value}" must be an origin only (scheme, host and port)`);
  }
  return url.origin;
}

/** Every configured origin of a market, the one used in links first. */
export function publicOrigins(market: Market, env: Env = process.env): string[] {
  const raw = env[VARIABLE[market]]?.trim();
  if (!raw) return [`http://${DEFAULT_HOST[market]}:${env.PORT?.trim() || "3000"}`];
  const list = raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => parseOrigin(s, VARIABLE[market]));
  return [...new Set(list)];
}

/** The origin used in links sent to a user of this market. */
export function publicOrigin(market: Market, env: Env = process.env): string {
  const [first] = publicOrigins(market, env);
  if (!first) throw new Error(`${VARIABLE[market]} names no origin`);
  return first;
}

/** The origins of both markets (for the Origin check of state-changing calls). */
export function allPublicOrigins(env: Env = process.env): string[] {
  return [...publicOrigins("se", env), ...publicOrigins("fi", env)];
}
