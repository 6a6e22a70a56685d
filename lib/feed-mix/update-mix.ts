import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { feedMixItems } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import type { ActionContext } from "@/lib/audit/log-action";
import { applyReading } from "./arithmetic";
import { asRows, changeMix } from "./change-mix";
import type { TMixResponse, TUpdateMixRequest } from "./schemas";

const ERRORS = {
  unknownComponent: "feedMix.errors.unknownComponent",
  alreadyUpdated: "feedMix.errors.alreadyUpdated",
  belowLoaded: "feedMix.errors.belowLoaded",
  invalid: "feedMix.validation.weight",
} as const;

/**
 * POST updatemix (spec GET): the scale's actual cumulative reading `weight` for the component at
 * `sortOrder` (the user may choose any unfinished one). Its actual weight = reading − the finished
 * components' actual amounts, so the over- or under-shoot against the expected cumulative amount is
 * absorbed by this component; it is marked updated with its loading position. A replay of the same
 * idempotency key answers the first reply; a second reading for a finished component is a 409.
 * `scaleaccordingcomponentsBtn` (the page's button state) is read and ignored: the server keeps it.
 */
export async function updateMix(db: Db, opts: { actor: Actor; input: TUpdateMixRequest; ctx: ActionContext }): Promise<TMixResponse> {
  const { input } = opts;
  return changeMix(db, { ...opts, mixId: input.mixId, idempotencyKey: input.idempotencyKey, call: "update" }, async (tx, _mix, items) => {
    const rows = asRows(items);
    const row = rows.find((r) => r.SortOrder === input.sortOrder);
    if (row && input.feedName && row.FeedName !== input.feedName)
      throw new AppError("CONFLICT", ERRORS.unknownComponent, { fields: { feedName: [ERRORS.unknownComponent] } });
    const r = applyReading(rows, input.sortOrder, input.weight);
    if (!r.ok)
      throw new AppError(r.error === "invalid" ? "BAD_REQUEST" : "CONFLICT", ERRORS[r.error], { fields: { weight: [ERRORS[r.error]] } });
    if (!row) throw new AppError("CONFLICT", ERRORS.unknownComponent);
    await tx
      .update(feedMixItems)
      .set({ actualWeight: r.actualWeight, mixUpdated: true, actualSortOrder: r.actualSortOrder, updatedAt: new Date() })
      .where(eq(feedMixItems.id, row.id));
    return {
      difference: r.difference,
      details: { sortOrder: input.sortOrder, reading: input.weight, actual: r.actualWeight, difference: r.difference },
    };
  });
}
