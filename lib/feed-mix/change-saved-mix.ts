import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { feedMixes } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { mixAccess } from "./access";
import { getSavedMix } from "./get-saved-mix";
import type { TSavedMix } from "./schemas";

/** POST addleftover (spec GET) with id and leftover (kg, required): records the refusals of a saved mix (a replay sets the same value). */
export async function addLeftover(
  db: Db,
  opts: { actor: Actor; input: { id: number; leftover: number }; ctx: ActionContext },
): Promise<{ Status: "OK"; data: TSavedMix }> {
  const access = await mixAccess(db, opts.actor, opts.input.id, "change");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(feedMixes)
      .set({ leftovers: opts.input.leftover })
      .where(and(eq(feedMixes.id, access.mixId), eq(feedMixes.status, "saved")))
      .returning({ id: feedMixes.id });
    if (!row) throw new AppError("CONFLICT", "feedMix.errors.notSaved");
    await logAction(
      tx,
      opts.actor,
      "feedMix.mix.leftover",
      { mixId: row.id, leftover: opts.input.leftover },
      {
        ...opts.ctx,
        customerNumber: access.customerNumber,
      },
    );
  });
  return { Status: "OK", data: await getSavedMix(db, access.mixId) };
}

/** POST deletemix (spec GET) with id: deletes a saved mix of the farm. */
export async function deleteMix(db: Db, opts: { actor: Actor; input: { id: number }; ctx: ActionContext }): Promise<{ Status: "OK" }> {
  const access = await mixAccess(db, opts.actor, opts.input.id, "change");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(feedMixes)
      .where(and(eq(feedMixes.id, access.mixId), eq(feedMixes.status, "saved")))
      .returning({ id: feedMixes.id, guideline: feedMixes.guideline });
    if (!row) throw new AppError("CONFLICT", "feedMix.errors.notSaved");
    await logAction(
      tx,
      opts.actor,
      "feedMix.mix.delete",
      { mixId: row.id, guideline: row.guideline },
      {
        ...opts.ctx,
        customerNumber: access.customerNumber,
      },
    );
  });
  return { Status: "OK" };
}
