/**
 * Slows down password guessing, per account and per address. After a few failures inside the
 * window each further attempt must wait, doubling with every failure up to a cap. A locked
 * attempt does not check the password at all. Used by sign-in and by the change-password check
 * of the current password (one counter per account for both).
 *
 * `login_failures` holds throttle COUNTERS only: a successful sign-in clears the account's
 * counters. The history of failed and throttled attempts is in the action log
 * (auth.signInFailed, auth.signInThrottled), which nothing deletes (decision 018).
 */
import "server-only";
import { and, count, eq, gt, max } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { loginFailures } from "@/db/schema";

export const THROTTLE = {
  windowMinutes: 15,
  freeFailuresPerAccount: 5,
  freeFailuresPerAddress: 20,
  baseDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
};

function waitFor(failures: number, free: number, last: Date | null, now: Date): number {
  if (failures < free || !last) return 0;
  const delay = Math.min(THROTTLE.baseDelaySeconds * 2 ** (failures - free), THROTTLE.maxDelaySeconds);
  const ready = last.getTime() + delay * 1000;
  return Math.max(0, Math.ceil((ready - now.getTime()) / 1000));
}

/** Seconds the caller must wait before this account/address may try again (0 = go ahead). */
export async function loginWaitSeconds(db: DbOrTx, username: string, ip: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE.windowMinutes * 60_000);
  const name = username.trim().toLowerCase();
  // count() answers one row, also when nothing matches
  const [byUser = { n: 0, last: null }] = await db
    .select({ n: count(), last: max(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, name), gt(loginFailures.at, since)));
  const [byIp = { n: 0, last: null }] = await db
    .select({ n: count(), last: max(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  return Math.max(
    waitFor(byUser.n, THROTTLE.freeFailuresPerAccount, byUser.last ? new Date(byUser.last) : null, now),
    waitFor(byIp.n, THROTTLE.freeFailuresPerAddress, byIp.last ? new Date(byIp.last) : null, now),
  );
}

export async function recordLoginFailure(db: DbOrTx, username: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ username: username.trim().toLowerCase().slice(0, 200), ip });
}

/** Resets the account's throttle counters (after a successful sign-in); the audit rows stay. */
export async function clearLoginFailures(db: DbOrTx, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username.trim().toLowerCase()));
}
