/**
 * Grain prices (issue 15 items 3–4, decision 057): the admin's table, the save that writes only
 * what changed (each saved price also into the history with its time), and the farmers' mortgage
 * price tiles fed by the same prices.
 */
import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { grainMonthPrices, grainPriceHistory, grainPriceRows } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { TGrainPriceRow, TTilesResponse } from "./schemas";

export const CONTRACT_FORM_PATH = "/agrodesk/viljakauppa/sopimus";

export async function listGrainPrices(db: DbOrTx): Promise<TGrainPriceRow[]> {
  const rows = await db.select().from(grainPriceRows).orderBy(asc(grainPriceRows.sortOrder), asc(grainPriceRows.id));
  const prices = rows.length
    ? await db
        .select()
        .from(grainMonthPrices)
        .where(
          inArray(
            grainMonthPrices.rowId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(grainMonthPrices.sortOrder), asc(grainMonthPrices.id))
    : [];
  return rows.map((r) => ({
    Id: r.id,
    GrainName: r.grainName,
    DeliveryLocation: r.deliveryLocation,
    GrainType: r.grainType,
    MortgageAllowed: r.mortgageAllowed,
    MonthPriceList: prices.filter((p) => p.rowId === r.id).map((p) => ({ Month: p.month, Price: p.price, Id: p.id })),
  }));
}

/**
 * POST /api/graintrade/updatemortgagegrainprices: writes the entries whose month or price differ
 * from the stored ones (an entry of another row is refused), one history row per changed price.
 */
export async function updateGrainPrices(
  db: Db,
  opts: { actor: Actor; ctx: ActionContext; rows: { Id: number; MonthPriceList: { Id: number; Month: string; Price: number | null }[] }[] },
): Promise<{ Success: boolean; Changed: number }> {
  const entries = opts.rows.flatMap((r) => r.MonthPriceList.map((e) => ({ rowId: r.Id, ...e })));
  if (!entries.length) return { Success: true, Changed: 0 };
  return db.transaction(async (tx) => {
    const stored = await tx
      .select()
      .from(grainMonthPrices)
      .where(
        inArray(
          grainMonthPrices.id,
          entries.map((e) => e.Id),
        ),
      )
      .for("update");
    const byId = new Map(stored.map((s) => [s.id, s]));
    let changed = 0;
    const now = new Date();
    for (const e of entries) {
      const s = byId.get(e.Id);
      if (!s || s.rowId !== e.rowId)
        throw new AppError("BAD_REQUEST", "agrodesk.grain.validation.id", { fields: { Id: ["agrodesk.grain.validation.id"] } });
      if (s.month === e.Month && s.price === e.Price) continue;
      await tx
        .update(grainMonthPrices)
        .set({ month: e.Month, price: e.Price, updatedAt: now, updatedBy: opts.actor.userId })
        .where(eq(grainMonthPrices.id, s.id));
      if (s.price !== e.Price)
        await tx.insert(grainPriceHistory).values({ monthPriceId: s.id, price: e.Price, changedAt: now, changedBy: opts.actor.userId });
      changed++;
    }
    if (changed) await logAction(tx, opts.actor, "agrodesk.grain.updatePrices", { changed }, opts.ctx);
    return { Success: true, Changed: changed };
  });
}

/**
 * The farmers' tiles: one block per grain (name and type) with a tile per delivery location in
 * table order; a tile shows the first month with a price and links to the contract form only when
 * mortgage is allowed and a price exists.
 */
export async function mortgageTiles(db: DbOrTx): Promise<TTilesResponse> {
  const rows = await listGrainPrices(db);
  const blocks = new Map<string, TTilesResponse["Blocks"][number]>();
  for (const r of rows) {
    const key = `${r.GrainName}\u0000${r.GrainType}`;
    const block = blocks.get(key) ?? { GrainName: r.GrainName, GrainType: r.GrainType, Tiles: [] };
    blocks.set(key, block);
    const priced = r.MonthPriceList.find((p) => p.Price !== null) ?? null;
    block.Tiles.push({
      RowId: r.Id,
      DeliveryLocation: r.DeliveryLocation,
      Month: priced?.Month ?? null,
      Price: priced?.Price ?? null,
      Url: r.MortgageAllowed && priced ? `${CONTRACT_FORM_PATH}?row=${r.Id}&month=${encodeURIComponent(priced.Month)}` : null,
    });
  }
  return { Blocks: [...blocks.values()] };
}

export async function grainRow(db: DbOrTx, id: number) {
  const rows = await listGrainPrices(db);
  return rows.find((r) => r.Id === id) ?? null;
}
