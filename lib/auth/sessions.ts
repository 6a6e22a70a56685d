/** Server-side session rows (see db/schema.ts userSessions). */
import "server-only";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customerUsers, customers, users, userSessions } from "@/db/schema";
import type { Actor } from "./actor";
import { rolesOf } from "./roles";

/** Absolute lifetime of a session. */
export const SESSION_HOURS = 12;

/** A session without a request for this long has ended (SESSION_IDLE_MINUTES, default 30). */
export function idleMinutes(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SESSION_IDLE_MINUTES);
  return Number.isFinite(n) && n > 0 ? n : 30;
}

/** last_seen_at is written at most this often per session (one small update a minute, not one per request). */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(db: DbOrTx, opts: { userId: number; ip?: string | null; userAgent?: string | null }): Promise<string> {
  // Start in the user's default customer (or the first one they belong to).
  const [membership] = await db
    .select({ customerNumber: customers.customerNumber })
    .from(customerUsers)
    .innerJoin(customers, eq(customers.id, customerUsers.customerId))
    .where(and(eq(customerUsers.userId, opts.userId), eq(customers.active, true)))
    .orderBy(sql`${customerUsers.isDefault} desc`, customers.customerNumber)
    .limit(1);
  const [row] = await db
    .insert(userSessions)
    .values({
      userId: opts.userId,
      activeCustomerNumber: membership?.customerNumber ?? null,
      ip: opts.ip ?? null,
      userAgent: opts.userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + SESSION_HOURS * 3600_000),
    })
    .returning({ id: userSessions.id });
  if (!row) throw new Error("insert into user_sessions returned no row");
  return row.id;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
}

/** Ends every session of a user, except `keep` (the one that made the change). */
export async function revokeOtherSessions(db: DbOrTx, userId: number, keep?: string): Promise<number> {
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt), keep ? ne(userSessions.id, keep) : undefined))
    .returning({ id: userSessions.id });
  return rows.length;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The actor of a live session, or null when the session is unknown, revoked, expired, idle for
 * longer than idleMinutes() or the user inactive. Each use keeps the session alive.
 */
export async function loadActor(db: DbOrTx, sessionId: string, now = new Date()): Promise<Actor | null> {
  if (!UUID.test(sessionId)) return null;
  const idleSince = new Date(now.getTime() - idleMinutes() * 60_000);
  const [row] = await db
    .select({ s: userSessions, u: users })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.id, sessionId),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, now),
        gt(userSessions.lastSeenAt, idleSince),
        eq(users.active, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { s, u } = row;
  if (now.getTime() - s.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(userSessions).set({ lastSeenAt: now }).where(eq(userSessions.id, s.id));
  }
  return {
    userId: u.id,
    username: u.username,
    name: `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
    homeMarket: u.market as Actor["homeMarket"],
    avatarUrl: u.avatarUrl,
    sessionId: s.id,
    roles: rolesOf(u),
    activeCustomerNumber: u.isInternal ? (s.actingCustomerNumber ?? null) : s.activeCustomerNumber,
    actingCustomerNumber: u.isInternal ? s.actingCustomerNumber : null,
  };
}

export async function isSessionLive(db: DbOrTx, sessionId: string): Promise<boolean> {
  return (await loadActor(db, sessionId)) !== null;
}
