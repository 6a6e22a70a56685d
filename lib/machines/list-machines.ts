import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db";
import { machineCatalog, machines, serviceBookings, workshops } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { machineCustomer, machineForActor } from "./machine-access";

const type = alias(machineCatalog, "type");
const brand = alias(machineCatalog, "brand");
const model = alias(machineCatalog, "model");

export const DEFAULT_MACHINE_IMAGE = "/images/default-machine.svg";

const columns = {
  id: machines.id,
  typeKey: type.key,
  typeName: type.name,
  brandName: brand.name,
  modelName: model.name,
  serialNumber: machines.serialNumber,
  registerNumber: machines.registerNumber,
  engineHours: machines.engineHours,
  engineHoursAt: machines.engineHoursAt,
  imageUrl: machines.imageUrl,
};

function base(db: DbOrTx) {
  return db
    .select(columns)
    .from(machines)
    .innerJoin(type, eq(type.id, machines.typeId))
    .innerJoin(brand, eq(brand.id, machines.brandId))
    .innerJoin(model, eq(model.id, machines.modelId));
}

export type MachineSummary = Awaited<ReturnType<typeof listMachines>>["machines"][number];

/** The machine list of the customer in play (spec 1 §2 "Machines"), by type then brand and model. */
export async function listMachines(db: DbOrTx, opts: { actor: Actor; customerNumber?: string }) {
  const customer = await machineCustomer(db, opts.actor, opts.customerNumber);
  const rows = await base(db)
    .where(eq(machines.customerId, customer.id))
    .orderBy(asc(type.sortOrder), asc(brand.name), asc(model.name), asc(machines.id));
  return { customer, machines: rows };
}

/** One machine with its service bookings (403 for another customer's machine). */
export async function getMachine(db: DbOrTx, opts: { actor: Actor; machineId: number }) {
  const { customerNumber } = await machineForActor(db, opts.actor, opts.machineId);
  const [machine] = await base(db).where(eq(machines.id, opts.machineId));
  if (!machine) throw new Error("machine vanished");
  const bookings = await db
    .select({
      id: serviceBookings.id,
      workshopName: workshops.name,
      workshopCity: workshops.city,
      preferredDate: serviceBookings.preferredDate,
      description: serviceBookings.description,
      status: serviceBookings.status,
      createdAt: serviceBookings.createdAt,
    })
    .from(serviceBookings)
    .innerJoin(workshops, eq(workshops.id, serviceBookings.workshopId))
    .where(eq(serviceBookings.machineId, opts.machineId))
    .orderBy(desc(serviceBookings.createdAt));
  return { customerNumber, machine, bookings };
}
