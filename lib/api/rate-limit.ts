/**
 * A reusable, database-backed rate limiter (decision 018): fixed windows counted in the
 * `rate_limits` table with one atomic upsert per hit, so it holds across server instances and
 * under concurrent calls (the row lock of ON CONFLICT serialises the increments).
 *
 *   export const CONTACT_PER_ADDRESS: RateRule = { name: "contact:ip", limit: 5, windowSeconds: 3600 };
 *   await enforceRateLimit(db, CONTACT_PER_ADDRESS, ctx.ip);   // throws RATE_LIMITED (429 + Retry-After)
 *   const { allowed } = await hitRateLimit(db, RULE, userId);  // or decide yourself (e.g. silently)
 *
 * Every call counts as a hit, also the refused ones.
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { rateLimits } from "@/db/schema";
import { AppError } from "./errors";

export interface RateRule {
  /** unique per rule, e.g. "reset-request:ip" */
  name: string;
  /** hits allowed per window */
  limit: number;
  windowSeconds: number;
}

export interface RateResult {
  allowed: boolean;
  /** hits in the current window, this one included */
  hits: number;
  /** seconds until the window ends (0 when allowed) */
  retryAfterSeconds: number;
}

/** Rows of windows older than this are removed now and then. */
const KEEP_SECONDS = 2 * 86_400;

export function rateKey(rule: RateRule, subject: string | number | null | undefined): string {
  const s =
    String(subject ?? "unknown")
      .trim()
      .toLowerCase()
      .slice(0, 200) || "unknown";
  return `${rule.name}:${s}`;
}

/** Counts one hit of `subject` under `rule`. */
export async function hitRateLimit(
  db: DbOrTx,
  rule: RateRule,
  subject: string | number | null | undefined,
  now = new Date(),
): Promise<RateResult> {
  const key = rateKey(rule, subject);
  const windowStartBefore = new Date(now.getTime() - rule.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        // a window that has ended starts again with this hit
        hits: sql`case when ${rateLimits.windowStart} <= ${windowStartBefore.toISOString()}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartBefore.toISOString()}::timestamptz then excluded.window_start else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  if (!row) throw new Error(`rate limit ${key}: the upsert returned no row`);
  if (Math.random() < 0.01) {
    await db
      .delete(rateLimits)
      .where(sql`${rateLimits.windowStart} < ${new Date(now.getTime() - KEEP_SECONDS * 1000).toISOString()}::timestamptz`);
  }
  const allowed = row.hits <= rule.limit;
  const ends = new Date(row.windowStart).getTime() + rule.windowSeconds * 1000;
  return { allowed, hits: row.hits, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
}

/** Counts one hit and throws RATE_LIMITED (429 with Retry-After) beyond the limit. */
export async function enforceRateLimit(
  db: DbOrTx,
  rule: RateRule,
  subject: string | number | null | undefined,
  opts: { now?: Date; message?: string } = {},
): Promise<void> {
  const r = await hitRateLimit(db, rule, subject, opts.now);
  if (!r.allowed) throw new AppError("RATE_LIMITED", opts.message ?? "errors.RATE_LIMITED", { values: { seconds: r.retryAfterSeconds } });
}
