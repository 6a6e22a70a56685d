import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { feedMixItems, feedMixes } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import type { ActionContext } from "@/lib/audit/log-action";
import { mostRecent } from "./arithmetic";
import { asRows, changeMix } from "./change-mix";
import type { TMixResponse } from "./schemas";

/**
 * POST cancelrecentfeed (spec GET) with currentDate: undoes the most recently confirmed component
 * (its actual weight and updated mark go; its planned amount stays). After "calculate final
 * recipe" the scaling is undone too: every planned amount goes back to its pre-scale value and the
 * final recipe can be calculated again (decision 043). With an idempotency key a replay never
 * undoes a second component. 409 when nothing is confirmed.
 */
export async function cancelRecentFeed(
  db: Db,
  opts: { actor: Actor; input: { mixId?: number; idempotencyKey?: string; currentDate?: string }; ctx: ActionContext },
): Promise<TMixResponse> {
  return changeMix(
    db,
    { ...opts, mixId: opts.input.mixId, idempotencyKey: opts.input.idempotencyKey, call: "cancel" },
    async (tx, mix, items) => {
      const last = mostRecent(asRows(items));
      if (!last) throw new AppError("CONFLICT", "feedMix.errors.nothingToCancel");
      await tx
        .update(feedMixItems)
        .set({ actualWeight: null, mixUpdated: false, actualSortOrder: null, updatedAt: new Date() })
        .where(eq(feedMixItems.id, last.id));
      if (mix.scaled) {
        await tx
          .update(feedMixItems)
          .set({ plannedWeight: sql`${feedMixItems.recipeWeight}` })
          .where(eq(feedMixItems.mixId, mix.id));
        await tx.update(feedMixes).set({ scaled: false }).where(eq(feedMixes.id, mix.id));
      }
      return {
        details: {
          sortOrder: last.SortOrder,
          actual: last.ActualWeight,
          currentDate: opts.input.currentDate ?? null,
          unscaled: mix.scaled,
        },
      };
    },
  );
}
