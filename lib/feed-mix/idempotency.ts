/**
 * Idempotency keys of mixing updates (decision 043): a reading queued on the phone while offline is
 * sent again until it gets an answer, each time with the same key. The first request applies it and
 * stores its reply under (user, key) in the same transaction; a replay gets that reply and changes
 * nothing, so a component is never counted twice.
 */
import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/db";
import { feedMixRequests } from "@/db/schema";

export async function storedReply<T>(tx: Tx, userId: number, key: string | undefined): Promise<T | null> {
  if (!key) return null;
  const [row] = await tx
    .select({ reply: feedMixRequests.reply })
    .from(feedMixRequests)
    .where(and(eq(feedMixRequests.userId, userId), eq(feedMixRequests.idempotencyKey, key)))
    .limit(1);
  return row ? (row.reply as T) : null;
}

export async function storeReply(tx: Tx, opts: { userId: number; key: string | undefined; mixId: number; call: string; reply: unknown }) {
  if (!opts.key) return;
  await tx.insert(feedMixRequests).values({
    userId: opts.userId,
    idempotencyKey: opts.key,
    mixId: opts.mixId,
    call: opts.call,
    reply: opts.reply,
  });
}
