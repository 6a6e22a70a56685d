import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db";
import { machineCatalog, machines } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { machineCustomer } from "./machine-access";
import type { TBookableMachine } from "./schemas";

const type = alias(machineCatalog, "type");
const brand = alias(machineCatalog, "brand");
const model = alias(machineCatalog, "model");

/** The customer's machines of one type (book service, spec 1 §7 get-machine-by-category). */
export async function listMachinesByCategory(
  db: DbOrTx,
  opts: { actor: Actor; categoryKey: string; customerNumber?: string },
): Promise<TBookableMachine[]> {
  const customer = await machineCustomer(db, opts.actor, opts.customerNumber);
  const rows = await db
    .select({
      id: machines.id,
      brandName: brand.name,
      model: model.name,
      serialNumber: machines.serialNumber,
      registerNumber: machines.registerNumber,
    })
    .from(machines)
    .innerJoin(type, eq(type.id, machines.typeId))
    .innerJoin(brand, eq(brand.id, machines.brandId))
    .innerJoin(model, eq(model.id, machines.modelId))
    .where(and(eq(machines.customerId, customer.id), eq(type.key, opts.categoryKey)))
    .orderBy(asc(brand.name), asc(model.name), asc(machines.id));
  return rows.map((r) => ({
    id: r.id,
    modelName: `${r.brandName} ${r.model}`,
    serialNumber: r.serialNumber,
    registerNumber: r.registerNumber,
  }));
}
