import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { decode } from "next-auth/jwt";
import { getDb } from "@/db";
import { markUnavailable } from "@/db/errors";
import type { Actor } from "./actor";
import { SESSION_COOKIE } from "./next-auth-options";
import { loadActor } from "./sessions";

/** Decoded session tokens of this process: token → session id, until the token's own expiry. */
const decoded = new Map<string, { sid: string; until: number }>();
const DECODED_MAX = 10_000;
const DECODED_MS = 10 * 60_000;

/**
 * Reads the session id out of a next-auth session token. The token is an encrypted JWT whose
 * decryption (key derivation + AES-GCM) costs more than the session lookup itself under load, and
 * a token's content never changes: a token decoded once is remembered for up to 10 minutes (never
 * past its `exp`). The session it names is still checked in the database on every request
 * (revocation, idle and absolute expiry), so the cache never keeps a session alive (decision 087).
 */
export async function sessionIdFromToken(token: string | undefined, now = Date.now()): Promise<string | null> {
  if (!token) return null;
  const hit = decoded.get(token);
  if (hit && hit.until > now) return hit.sid;
  if (hit) decoded.delete(token);
  try {
    const jwt = await decode({ token, secret: process.env.NEXTAUTH_SECRET ?? "" });
    const sid = typeof jwt?.sid === "string" ? jwt.sid : null;
    if (sid) {
      const exp = typeof jwt?.exp === "number" ? jwt.exp * 1000 : now;
      if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value as string);
      decoded.set(token, { sid, until: Math.min(exp, now + DECODED_MS) });
    }
    return sid;
  } catch {
    return null;
  }
}

/** The actor of a session token: its session checked in the database (one indexed lookup), or null. */
async function actorOfToken(token: string | undefined): Promise<Actor | null> {
  const sid = await sessionIdFromToken(token);
  if (!sid) return null;
  try {
    return await loadActor(await getDb(), sid);
  } catch (e) {
    // the first query of every signed-in page: an unreachable database is shown as such (decision 024)
    throw markUnavailable(e);
  }
}

/** The signed-in actor of this request (pages, layouts), or null. Cached for the request. */
export const getActor = cache(async (): Promise<Actor | null> => actorOfToken((await cookies()).get(SESSION_COOKIE)?.value));

/**
 * The signed-in actor of an API call (the route wrappers), from the call's own cookies, or null.
 * Not `cookies()`: in a route handler that builds the mutable response cookie store on every call
 * (≈ 30 µs, 5 % of the trivial call's CPU; decision 109), and a call only reads one cookie, which
 * NextRequest has already parsed.
 */
export function getRequestActor(req: { cookies: { get(name: string): { value: string } | undefined } }): Promise<Actor | null> {
  return actorOfToken(req.cookies.get(SESSION_COOKIE)?.value);
}

/** For pages: the actor, or a redirect to the login page. */
export async function requireActorPage(): Promise<Actor> {
  const actor = await getActor();
  if (!actor) redirect("/login");
  return actor;
}
