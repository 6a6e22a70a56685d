import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "@/db";
import { feedMixes, feedMixItems, type FeedMix, type FeedMixItem } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { mixAccess } from "./access";
import { getMix } from "./get-mix";
import { storeReply, storedReply } from "./idempotency";
import type { TMixResponse } from "./schemas";

/**
 * One change of an open mix, the same way for every mixing call: access (the farm's own users) →
 * transaction → the mix row locked (changes of one mix run one after another) → a replayed
 * idempotency key answers its stored reply and changes nothing → the change → the reply stored
 * under the key → action log.
 */
export async function changeMix(
  db: Db,
  opts: { actor: Actor; mixId: number | undefined; idempotencyKey?: string; call: string; ctx: ActionContext },
  change: (tx: Tx, mix: FeedMix, items: FeedMixItem[]) => Promise<{ difference?: number | null; details?: Record<string, unknown> }>,
): Promise<TMixResponse> {
  const access = await mixAccess(db, opts.actor, opts.mixId, "change");
  return db.transaction(async (tx) => {
    const [mix] = await tx.select().from(feedMixes).where(eq(feedMixes.id, access.mixId)).for("update");
    if (!mix) throw new AppError("FORBIDDEN");
    const replay = await storedReply<TMixResponse>(tx, opts.actor.userId, opts.idempotencyKey);
    if (replay) return { ...replay, Replayed: true };
    if (mix.status !== "open") throw new AppError("CONFLICT", "feedMix.errors.mixClosed");
    const items = await tx.select().from(feedMixItems).where(eq(feedMixItems.mixId, mix.id)).orderBy(asc(feedMixItems.sortOrder));
    const { difference = null, details = {} } = await change(tx, mix, items);
    const reply: TMixResponse = { Mix: await getMix(tx, mix.id), Difference: difference, Replayed: false };
    await storeReply(tx, { userId: opts.actor.userId, key: opts.idempotencyKey, mixId: mix.id, call: opts.call, reply });
    await logAction(
      tx,
      opts.actor,
      `feedMix.mix.${opts.call}`,
      { mixId: mix.id, ...details },
      { ...opts.ctx, customerNumber: access.customerNumber },
    );
    return reply;
  });
}

/** The rows of a mix as the arithmetic reads them. */
export const asRows = (items: FeedMixItem[]) =>
  items.map((i) => ({
    id: i.id,
    FeedName: i.feedName,
    SortOrder: i.sortOrder,
    PlannedWeight: i.plannedWeight,
    ActualWeight: i.actualWeight,
    MixUpdated: i.mixUpdated,
    ActualSortOrder: i.actualSortOrder,
  }));
