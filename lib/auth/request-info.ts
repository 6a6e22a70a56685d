/**
 * The client address of a request (decision 018), for login throttling, rate limits, sessions and
 * the action log.
 *
 * Which header can be believed:
 * - `next start` (Next 16, node_modules/next/dist/server/base-server.js) does
 *   `req.headers['x-forwarded-for'] ??= socket.remoteAddress`: it fills X-Forwarded-For from the
 *   socket only when the request has none. A client that sends its own X-Forwarded-For (or
 *   X-Real-IP) keeps it, so neither header says anything when the portal is reached directly,
 *   and route handlers and next-auth's `authorize` are never given the socket.
 * - The socket address therefore comes from our own stamp: `instrumentation.ts` calls
 *   `installPeerStamp()` once in the server process; from then on every incoming request's
 *   `x-portal-peer` header is overwritten with "<token> <socket address>" before Next reads the
 *   headers. The token is random per process, so a value a client sent itself (or one on a
 *   request that arrived before the stamp was installed) never matches and is ignored.
 * - `TRUSTED_PROXIES` = N (default 0) proxies of ours stand in front of the portal and each
 *   appends the address it saw to X-Forwarded-For. Then the Nth entry from the right is the
 *   address our outermost proxy saw; everything left of it was sent by the client. With 0 the
 *   forwarded headers are ignored and the socket address counts. X-Real-IP is never read.
 */
import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { onEveryRequest, type HookableServer } from "@/lib/runtime/request-hook";

export const PEER_HEADER = "x-portal-peer";
const TOKEN_KEY = Symbol.for("agri-portal.peer-stamp-token");
const PATCHED = Symbol.for("agri-portal.peer-stamp-installed");

type Env = Record<string, string | undefined>;
type Get = (name: string) => string | null | undefined;

/** The number of trusted proxy hops (`TRUSTED_PROXIES`, a whole number; anything else is 0). */
export function trustedProxyHops(env: Env = process.env): number {
  const v = env.TRUSTED_PROXIES?.trim();
  return v && /^\d{1,2}$/.test(v) ? Number(v) : 0;
}

/** A plain IP address (IPv4-mapped IPv6 as IPv4, without port or brackets), or null. */
export function normalizeIp(value: string | null | undefined): string | null {
  if (!value) return null;
  let v = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(v);
  if (bracketed) v = bracketed[1] ?? v;
  else if (/^[\d.]+:\d+$/.test(v)) v = v.slice(0, v.lastIndexOf(":"));
  if (/^::ffff:[\d.]+$/i.test(v)) v = v.slice(7);
  return isIP(v) ? v.toLowerCase() : null;
}

function processToken(): string | undefined {
  return (globalThis as Record<symbol, string | undefined>)[TOKEN_KEY];
}

/** The socket address stamped by `installPeerStamp`, or null when the stamp is missing or forged. */
export function peerAddress(get: Get): string | null {
  const token = processToken();
  const stamp = get(PEER_HEADER);
  if (!token || !stamp) return null;
  const [t, addr] = stamp.split(" ");
  return t === token ? normalizeIp(addr) : null;
}

/** The client address: see the module comment. "unknown" when none can be trusted. */
export function clientIp(get: Get, env: Env = process.env): string {
  const hops = trustedProxyHops(env);
  if (hops > 0) {
    const chain = (get("x-forwarded-for") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    // fewer entries than hops: the outermost entry is the furthest a proxy of ours saw
    if (chain.length) return normalizeIp(chain[Math.max(0, chain.length - hops)]) ?? "unknown";
  }
  return peerAddress(get) ?? "unknown";
}

/**
 * Stamps the socket address on every request of every HTTP(S) server in this process, before any
 * 'request' listener (Next's) runs. Idempotent. Called from instrumentation.ts.
 */
export function installPeerStamp(servers: HookableServer[]): void {
  const g = globalThis as Record<symbol, unknown>;
  g[TOKEN_KEY] ??= randomBytes(18).toString("base64url");
  const token = g[TOKEN_KEY] as string;
  onEveryRequest(servers, PATCHED, (req) => {
    req.headers[PEER_HEADER] = `${token} ${req.socket?.remoteAddress ?? ""}`;
  });
}
