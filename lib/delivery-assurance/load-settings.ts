import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { deliveryAssuranceSettings } from "@/db/schema";
import { MARKETS, type Market } from "@/lib/market";
import { addDays } from "@/lib/time-booking/compute-slots";
import type { DeliveryAssuranceSettingsView } from "./rules";
import { localNow } from "./date-rules";

/**
 * The form's settings of a market (feature flags and harvest period). Without a row every
 * question is asked and the harvest period runs from 30 days ago to 150 days ahead (so a fresh
 * database without the seed still works).
 */
export async function loadDeliveryAssuranceSettings(db: DbOrTx, market: Market, now = new Date()): Promise<DeliveryAssuranceSettingsView> {
  const [row] = await db.select().from(deliveryAssuranceSettings).where(eq(deliveryAssuranceSettings.market, market));
  if (row) {
    return {
      glyphosateActive: row.glyphosateActive,
      nightLoadingActive: row.nightLoadingActive,
      loadHeightActive: row.loadHeightActive,
      warehouseListActive: row.warehouseListActive,
      harvestFrom: row.harvestFrom,
      harvestTo: row.harvestTo,
      preDays: row.preDays,
      postDays: row.postDays,
    };
  }
  const { today } = localNow(now, MARKETS[market].timeZone);
  return {
    glyphosateActive: true,
    nightLoadingActive: true,
    loadHeightActive: true,
    warehouseListActive: true,
    harvestFrom: addDays(today, -30),
    harvestTo: addDays(today, 150),
    preDays: 0,
    postDays: 0,
  };
}
