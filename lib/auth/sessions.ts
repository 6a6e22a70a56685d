/** Server-side session rows (see db/schema.ts userSessions). */
import "server-only";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { preparedQuery } from "@/db/prepared";
import type { DbOrTx } from "@/db";
import { customerUsers, customers, userSessions } from "@/db/schema";
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

interface ActorRow {
  session_id: string;
  last_seen_ms: string;
  active_customer_number: string | null;
  acting_customer_number: string | null;
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  market: string;
  avatar_url: string | null;
  is_internal: boolean;
  is_transporter: boolean;
  is_reseller: boolean;
  is_reseller_admin: boolean;
  is_agro_admin: boolean;
  is_store: boolean;
}

/**
 * The session check of every signed-in call: ONE indexed lookup (user_sessions by primary key,
 * users by primary key), a named prepared statement (parsed and planned once per connection) that
 * reads only the columns an Actor needs (decision 087).
 */
const LOAD_ACTOR_SQL = `select s.id as session_id, (extract(epoch from s.last_seen_at) * 1000)::bigint as last_seen_ms,
  s.active_customer_number, s.acting_customer_number,
  u.id as user_id, u.username, u.first_name, u.last_name, u.email, u.market, u.avatar_url,
  u.is_internal, u.is_transporter, u.is_reseller, u.is_reseller_admin, u.is_agro_admin, u.is_store
from user_sessions s join users u on u.id = s.user_id
where s.id = $1 and s.revoked_at is null and s.expires_at > $2 and s.last_seen_at > $3 and u.active
limit 1`;

/**
 * The actor of a live session, or null when the session is unknown, revoked, expired, idle for
 * longer than idleMinutes() or the user inactive. Each use keeps the session alive.
 */
export async function loadActor(db: DbOrTx, sessionId: string, now = new Date()): Promise<Actor | null> {
  if (!UUID.test(sessionId)) return null;
  const idleSince = new Date(now.getTime() - idleMinutes() * 60_000);
  const [row] = await preparedQuery<ActorRow>(db, "portal_load_actor", LOAD_ACTOR_SQL, [sessionId, now, idleSince]);
  if (!row) return null;
  if (now.getTime() - Number(row.last_seen_ms) > TOUCH_EVERY_MS) {
    await db.update(userSessions).set({ lastSeenAt: now }).where(eq(userSessions.id, row.session_id));
  }
  const internal = row.is_internal;
  return {
    userId: row.user_id,
    username: row.username,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    homeMarket: row.market as Actor["homeMarket"],
    avatarUrl: row.avatar_url,
    sessionId: row.session_id,
    roles: rolesOf({
      isInternal: internal,
      isTransporter: row.is_transporter,
      isReseller: row.is_reseller,
      isResellerAdmin: row.is_reseller_admin,
      isAgroAdmin: row.is_agro_admin,
      isStore: row.is_store,
    }),
    activeCustomerNumber: internal ? (row.acting_customer_number ?? null) : row.active_customer_number,
    actingCustomerNumber: internal ? row.acting_customer_number : null,
  };
}

export async function isSessionLive(db: DbOrTx, sessionId: string): Promise<boolean> {
  return (await loadActor(db, sessionId)) !== null;
}
