import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { feedMixItems, feedMixes } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { mixAccess } from "./access";
import { getSavedMix } from "./get-saved-mix";
import type { TSaveMixResponse } from "./schemas";

/**
 * POST savemix (no body in the spec; `mixId`, else the open mix of the customer in play): when every
 * component is updated the mix is saved (CreatedOn = now) and RecordId is its id. Saving a saved mix
 * again answers the same RecordId (a replay from the phone's queue saves once). 409 while a
 * component is still to load.
 */
export async function saveMix(db: Db, opts: { actor: Actor; input: { mixId?: number }; ctx: ActionContext }): Promise<TSaveMixResponse> {
  const access = await mixAccess(db, opts.actor, opts.input.mixId, "change");
  const id = await db.transaction(async (tx) => {
    const [mix] = await tx.select().from(feedMixes).where(eq(feedMixes.id, access.mixId)).for("update");
    if (!mix) throw new AppError("FORBIDDEN");
    if (mix.status === "saved") return mix.id;
    const items = await tx.select().from(feedMixItems).where(eq(feedMixItems.mixId, mix.id));
    if (!items.length || items.some((i) => !i.mixUpdated)) throw new AppError("CONFLICT", "feedMix.errors.notFinished");
    const now = new Date();
    await tx.update(feedMixes).set({ status: "saved", savedOn: now }).where(eq(feedMixes.id, mix.id));
    await logAction(tx, opts.actor, "feedMix.mix.save", { mixId: mix.id }, { ...opts.ctx, customerNumber: access.customerNumber });
    return mix.id;
  });
  return { RecordId: id, data: await getSavedMix(db, id) };
}
