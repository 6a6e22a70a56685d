/**
 * loadItemsOnResourceGroup (spec 1 §7): the form's choices for a resource group →
 * `Vehicles` (vehicle types of the facility's market), `Items` (articles: grain for unloading;
 * grain, seed and feed for loading), `ReservationStops` (the days of the next 14 on which the
 * group takes no bookings: no opening hours) and `IgnoreSort` (no order prescribes a sort).
 */
import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { articles, vehicleTypes } from "@/db/schema";
import type { Market } from "@/lib/market";
import { addDays, CALENDAR_DAYS, resourceSlotsForDay, toLocal } from "./compute-slots";
import { loadResourceGroup, type LoadedResourceGroup } from "./load-resource-group";
import type { TLoadItemsOnResourceGroupRequest } from "./schemas";

export interface VehicleDto {
  Value: number;
  Code: string;
  Display: string;
  MaxQuantity: number | null;
}
export interface ItemDto {
  Value: string;
  Display: string;
  Unit: string;
}
export interface LoadItemsReply {
  Vehicles: VehicleDto[];
  ReservationStops: string[];
  Items: ItemDto[];
  IgnoreSort: boolean;
}

const CATEGORIES = { unloading: ["grain"], loading: ["grain", "seed", "feed"] };

export async function loadVehicles(db: DbOrTx, market: string): Promise<VehicleDto[]> {
  const rows = await db
    .select()
    .from(vehicleTypes)
    .where(and(eq(vehicleTypes.market, market), eq(vehicleTypes.active, true)))
    .orderBy(asc(vehicleTypes.sortOrder), asc(vehicleTypes.id));
  return rows.map((v) => ({
    Value: v.id,
    Code: v.code,
    Display: v.name,
    MaxQuantity: v.maxQuantityKg === null ? null : v.maxQuantityKg / 1000,
  }));
}

/** Articles of the market: those of `itemNumbers` (an order's lines), else by direction. */
export async function loadItems(db: DbOrTx, market: string, opts: { loading: boolean; itemNumbers?: string[] }): Promise<ItemDto[]> {
  const where = opts.itemNumbers
    ? and(eq(articles.market, market), inArray(articles.itemNumber, opts.itemNumbers.length ? opts.itemNumbers : [""]))
    : and(
        eq(articles.market, market),
        eq(articles.active, true),
        inArray(articles.category, opts.loading ? CATEGORIES.loading : CATEGORIES.unloading),
      );
  const rows = await db.select().from(articles).where(where).orderBy(asc(articles.itemNumber));
  const found: ItemDto[] = rows.map((a) => ({ Value: a.itemNumber, Display: a.name, Unit: a.unit }));
  // an order's item that is not in the article register is still offered, by its number
  for (const n of opts.itemNumbers ?? []) if (!found.some((f) => f.Value === n)) found.push({ Value: n, Display: n, Unit: "ton" });
  return found;
}

/** Local dates of the next 14 days (from today in the facility's zone) without any slot of the group. */
export function reservationStops(group: LoadedResourceGroup, now: Date): string[] {
  const today = toLocal(now, group.timeZone).date;
  const out: string[] = [];
  for (let i = 0; i < CALENDAR_DAYS; i++) {
    const day = addDays(today, i);
    if (!group.resources.some((r) => resourceSlotsForDay(r, group.hours, day, group.timeZone).length)) out.push(day);
  }
  return out;
}

export async function loadItemsOnResourceGroup(
  db: DbOrTx,
  { market, input, now = new Date() }: { market: Market; input: TLoadItemsOnResourceGroupRequest; now?: Date },
): Promise<LoadItemsReply> {
  const group = await loadResourceGroup(db, input.resourceGroupId, market);
  const loading = input.loading ?? group.isLoading;
  return {
    Vehicles: await loadVehicles(db, group.market),
    ReservationStops: reservationStops(group, now),
    Items: await loadItems(db, group.market, { loading }),
    IgnoreSort: true,
  };
}
