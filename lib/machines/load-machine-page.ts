import "server-only";
import type { DbOrTx } from "@/db";
import { isAppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { DEFAULT_MACHINE_IMAGE, getMachine, listMachines, type MachineSummary } from "./list-machines";

export const toListItem = (m: MachineSummary) => ({
  id: m.id,
  typeName: m.typeName,
  brandName: m.brandName,
  modelName: m.modelName,
  serialNumber: m.serialNumber,
  registerNumber: m.registerNumber,
  engineHours: m.engineHours,
  imageUrl: m.imageUrl ?? DEFAULT_MACHINE_IMAGE,
});

/** The machine list page's data, or null when there is no customer in play (staff outside a customer session). */
export async function loadMachineList(db: DbOrTx, actor: Actor) {
  try {
    const { machines } = await listMachines(db, { actor });
    return machines.map(toListItem);
  } catch (e) {
    if (isAppError(e) && e.code === "FORBIDDEN") return null;
    throw e;
  }
}

/** A machine's page data, or null when it does not exist or is another customer's (the page answers 404). */
export async function loadMachineDetail(db: DbOrTx, actor: Actor, machineId: number) {
  try {
    const { machine, bookings } = await getMachine(db, { actor, machineId });
    return {
      machine: toListItem(machine),
      hasImage: machine.imageUrl !== null,
      engineHoursAt: machine.engineHoursAt?.toISOString() ?? null,
      bookings: bookings.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() })),
    };
  } catch (e) {
    if (isAppError(e) && (e.code === "FORBIDDEN" || e.code === "NOT_FOUND")) return null;
    throw e;
  }
}
