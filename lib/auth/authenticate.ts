import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
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
 * Checks a username and password. Returns the new session, null for a wrong username or password,
 * and throws RATE_LIMITED while the account or address must wait.
 */
export async function authenticate(
  db: Db,
  opts: { username: string; password: string; ip: string; userAgent?: string | null },
): Promise<SignedIn | null> {
  const username = opts.username.trim().toLowerCase();
  if (!username || !opts.password || username.length > 200 || opts.password.length > 200) return null;
  const wait = await loginWaitSeconds(db, username, opts.ip);
  if (wait > 0) throw new AppError("RATE_LIMITED", "auth.rateLimited", { values: { seconds: wait } });

  const [user] = await db.select().from(users).where(and(eq(sql`lower(${users.username})`, username), eq(users.active, true))).limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), opts.password);
  if (!user || !ok) {
    await recordLoginFailure(db, username, opts.ip);
    return null;
  }
  return db.transaction(async (tx) => {
    await clearLoginFailures(tx, username);
    const sessionId = await createSession(tx, { userId: user.id, ip: opts.ip, userAgent: opts.userAgent });
    await logAction(tx, { userId: user.id }, "auth.signedIn", { sessionId }, { ip: opts.ip });
    return { userId: user.id, sessionId, name: `${user.firstName} ${user.lastName}`, email: user.email };
  });
}
