import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { feedMixItems, feedMixes } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import type { ActionContext } from "@/lib/audit/log-action";
import { scaleRemaining } from "./arithmetic";
import { asRows, changeMix } from "./change-mix";
import type { TMixResponse } from "./schemas";

/** POST autoscale (spec GET) with scaleAccordingToFirstItem: turns the mix's auto-scale option on or off (the final-recipe button shows only when on). */
export async function setAutoScale(
  db: Db,
  opts: { actor: Actor; input: { mixId?: number; scaleAccordingToFirstItem?: boolean }; ctx: ActionContext },
): Promise<TMixResponse> {
  return changeMix(db, { ...opts, mixId: opts.input.mixId, call: "autoscale" }, async (tx, mix) => {
    const on = opts.input.scaleAccordingToFirstItem ?? !mix.autoScale;
    await tx.update(feedMixes).set({ autoScale: on }).where(eq(feedMixes.id, mix.id));
    return { details: { autoScale: on } };
  });
}

/**
 * POST scaleaccordingcomponents (spec GET), "calculate final recipe": with auto-scale on, the
 * remaining components are scaled by actual ÷ planned of the finished ones (whole kg); the button is
 * then disabled (once per mix). 409 when auto-scale is off, it was used already, or nothing/everything is loaded.
 */
export async function scaleMixRemaining(
  db: Db,
  opts: { actor: Actor; input: { mixId?: number; idempotencyKey?: string }; ctx: ActionContext },
): Promise<TMixResponse> {
  return changeMix(
    db,
    { ...opts, mixId: opts.input.mixId, idempotencyKey: opts.input.idempotencyKey, call: "scale" },
    async (tx, mix, items) => {
      if (!mix.autoScale) throw new AppError("CONFLICT", "feedMix.errors.autoScaleOff");
      if (mix.scaled) throw new AppError("CONFLICT", "feedMix.errors.alreadyScaled");
      const r = scaleRemaining(asRows(items));
      if (!r) throw new AppError("CONFLICT", "feedMix.errors.nothingToScale");
      for (const row of r.rows) {
        const before = items.find((i) => i.id === row.id);
        if (before && before.plannedWeight !== row.PlannedWeight)
          await tx.update(feedMixItems).set({ plannedWeight: row.PlannedWeight }).where(eq(feedMixItems.id, row.id));
      }
      await tx.update(feedMixes).set({ scaled: true }).where(eq(feedMixes.id, mix.id));
      return { details: { factor: Math.round(r.factor * 10000) / 10000 } };
    },
  );
}
