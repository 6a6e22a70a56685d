import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { machines } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { getVehicleData, type VehicleData } from "@/lib/integrations/vehicle-data";
import { machineForActor } from "./machine-access";
import type { TEngineHoursResponse } from "./schemas";

/**
 * Reads the machine's engine hours from the vehicle-data service by its VIN and keeps them on the
 * machine (the detail page asks on every visit). An unknown VIN keeps the last reading; a failing
 * service is a 503 with the last reading left as it was.
 */
export async function refreshEngineHours(
  db: Db,
  opts: { actor: Actor; machineId: number; vehicleData?: VehicleData },
): Promise<TEngineHoursResponse> {
  const { machine } = await machineForActor(db, opts.actor, opts.machineId);
  let hours: number | null;
  try {
    hours = await (opts.vehicleData ?? getVehicleData(db)).engineHours(machine.serialNumber);
  } catch (e) {
    console.warn("[machines] vehicle data unavailable:", (e as Error).message);
    throw new AppError("UNAVAILABLE", "machines.errors.engineHours");
  }
  if (hours === null) {
    return { engineHours: machine.engineHours, engineHoursAt: machine.engineHoursAt?.toISOString() ?? null };
  }
  const at = new Date();
  await db.update(machines).set({ engineHours: hours, engineHoursAt: at }).where(eq(machines.id, machine.id));
  return { engineHours: hours, engineHoursAt: at.toISOString() };
}
