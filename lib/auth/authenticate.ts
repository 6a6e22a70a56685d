import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { hitRateLimit, type RateRule } from "@/lib/api/rate-limit";
import { logAction } from "@/lib/audit/log-action";
import { clearLoginFailures, loginWaitSeconds, recordLoginFailure } from "./login-throttle";
import { dummyHash, verifyPassword } from "./password";
import { createSession } from "./sessions";

export interface SignedIn {
  userId: number;
  sessionId: string;
  name: string;
  email: string;
}

/**
 * Sign-in attempts from one address, right or wrong: a flood guard on top of the failure throttle
 * (which slows down guessing), bounding the argon2 work one address can cause.
 */
export const SIGN_IN_PER_ADDRESS: RateRule = { name: "sign-in:ip", limit: 300, windowSeconds: 5 * 60 };

/** Longest username and password looked at (a new password may have 128 code points = 256 UTF-16 units). */
const MAX_USERNAME = 200;
const MAX_PASSWORD = 512;

/**
 * Checks a username and password. Returns the new session, null for a wrong username or password,
 * and throws RATE_LIMITED while the account or address must wait. Failed and throttled attempts
 * are written to the action log (username tried, address, reason; never the password).
 */
export async function authenticate(
  db: Db,
  opts: { username: string; password: string; ip: string; userAgent?: string | null },
): Promise<SignedIn | null> {
  const username = opts.username.trim().toLowerCase();
  const ctx = { ip: opts.ip };
  if (!username || !opts.password || username.length > MAX_USERNAME || opts.password.length > MAX_PASSWORD) {
    if (username)
      await logAction(db, { userId: null }, "auth.signInFailed", { username: username.slice(0, MAX_USERNAME), reason: "malformed" }, ctx);
    return null;
  }
  const throttled = async (seconds: number, reason: string): Promise<never> => {
    await logAction(db, { userId: null }, "auth.signInThrottled", { username, reason, seconds }, ctx);
    throw new AppError("RATE_LIMITED", "auth.rateLimited", { values: { seconds } });
  };
  const wait = await loginWaitSeconds(db, username, opts.ip);
  if (wait > 0) return throttled(wait, "failures");
  const flood = await hitRateLimit(db, SIGN_IN_PER_ADDRESS, opts.ip);
  if (!flood.allowed) return throttled(flood.retryAfterSeconds, "address");

  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username))
    .orderBy(sql`${users.active} desc`)
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), opts.password);
  if (!user || !ok || !user.active) {
    await recordLoginFailure(db, username, opts.ip);
    const reason = !user ? "unknownUser" : !ok ? "wrongPassword" : "inactive";
    await logAction(db, { userId: user?.id ?? null }, "auth.signInFailed", { username, reason }, ctx);
    return null;
  }
  return db.transaction(async (tx) => {
    await clearLoginFailures(tx, username);
    const sessionId = await createSession(tx, { userId: user.id, ip: opts.ip, userAgent: opts.userAgent });
    await logAction(tx, { userId: user.id }, "auth.signedIn", { sessionId }, ctx);
    return { userId: user.id, sessionId, name: `${user.firstName} ${user.lastName}`, email: user.email };
  });
}
