import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { deliveryFeeZones } from "@/db/schema";
import type { Market } from "@/lib/market";
import type { ZoneRow } from "./fee-rules";

/** The distance zones of a market, nearest first. */
export async function listDeliveryFeeZones(db: DbOrTx, opts: { market: Market }): Promise<ZoneRow[]> {
  return db
    .select({
      id: deliveryFeeZones.id,
      code: deliveryFeeZones.code,
      name: deliveryFeeZones.name,
      minKm: deliveryFeeZones.minKm,
      maxKm: deliveryFeeZones.maxKm,
    })
    .from(deliveryFeeZones)
    .where(eq(deliveryFeeZones.market, opts.market))
    .orderBy(asc(deliveryFeeZones.minKm));
}
