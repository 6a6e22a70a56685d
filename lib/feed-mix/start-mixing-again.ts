import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { feedMixes } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { mixAccess } from "./access";

/** POST startmixingagain: the open mix is dropped and the screen returns to the recipe detail. A saved mix is kept. */
export async function startMixingAgain(
  db: Db,
  opts: { actor: Actor; input: { mixId?: number }; ctx: ActionContext },
): Promise<{ Status: "OK"; RecipeId: number | null }> {
  const access = await mixAccess(db, opts.actor, opts.input.mixId, "change");
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(feedMixes)
      .where(and(eq(feedMixes.id, access.mixId), eq(feedMixes.status, "open")))
      .returning({ recipeId: feedMixes.recipeId });
    const recipeId =
      gone?.recipeId ?? (await tx.select({ r: feedMixes.recipeId }).from(feedMixes).where(eq(feedMixes.id, access.mixId)))[0]?.r ?? null;
    if (gone)
      await logAction(
        tx,
        opts.actor,
        "feedMix.mix.restart",
        { mixId: access.mixId },
        { ...opts.ctx, customerNumber: access.customerNumber },
      );
    return { Status: "OK" as const, RecipeId: recipeId };
  });
}
