import "server-only";
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { pgCode } from "@/db/errors";
import { machineCatalog, machines } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { getVehicleData, type VehicleData } from "@/lib/integrations/vehicle-data";
import type { Market } from "@/lib/market";
import { machineCustomer } from "./machine-access";
import type { TCreateMachineResponse, TNewMachine } from "./schemas";

const brand = alias(machineCatalog, "brand");
const model = alias(machineCatalog, "model");

/**
 * Registers a machine for the customer in play (spec 1 §4 "Machine add", §7 create): the type,
 * brand and model must be one chain of the market's catalog (else 400 on the field); one machine
 * per serial number per customer (the unique index decides under concurrency: 409). The engine
 * hours are read from the vehicle-data service when it knows the VIN (a failing service does not
 * stop the registration; the detail page reads them again).
 */
export async function createMachine(
  db: Db,
  opts: { actor: Actor; market: Market; machine: TNewMachine; customerNumber?: string; vehicleData?: VehicleData; ctx?: ActionContext },
): Promise<TCreateMachineResponse> {
  const { actor, machine: m } = opts;
  const customer = await machineCustomer(db, actor, opts.customerNumber);
  const [chain] = await db
    .select({ typeId: machineCatalog.id, brandId: brand.id, modelId: model.id })
    .from(machineCatalog)
    .leftJoin(brand, and(eq(brand.parentId, machineCatalog.id), eq(brand.key, m.MachineBrand)))
    .leftJoin(model, and(eq(model.parentId, brand.id), eq(model.key, m.MachineModel)))
    .where(and(eq(machineCatalog.market, customer.market), eq(machineCatalog.level, "type"), eq(machineCatalog.key, m.MachineType)));
  if (!chain)
    throw new AppError("BAD_REQUEST", "machines.errors.create", { fields: { "newMachine.MachineType": ["machines.validation.type"] } });
  if (!chain.brandId)
    throw new AppError("BAD_REQUEST", "machines.errors.create", { fields: { "newMachine.MachineBrand": ["machines.validation.brand"] } });
  if (!chain.modelId)
    throw new AppError("BAD_REQUEST", "machines.errors.create", { fields: { "newMachine.MachineModel": ["machines.validation.model"] } });

  let engineHours: number | null = null;
  try {
    engineHours = await (opts.vehicleData ?? getVehicleData(db)).engineHours(m.SerialNumber);
  } catch (e) {
    console.warn("[machines] vehicle data unavailable:", (e as Error).message);
  }

  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(machines)
        .values({
          customerId: customer.id,
          typeId: chain.typeId,
          brandId: chain.brandId!,
          modelId: chain.modelId!,
          serialNumber: m.SerialNumber,
          registerNumber: m.RegisteringNumber ?? null,
          engineHours,
          engineHoursAt: engineHours === null ? null : new Date(),
          createdByUserId: actor.userId,
        })
        .returning({ id: machines.id });
      if (!row) throw new Error("insert into machines returned no row");
      await logAction(
        tx,
        actor,
        "machines.created",
        { machineId: row.id, serialNumber: m.SerialNumber, type: m.MachineType, brand: m.MachineBrand, model: m.MachineModel },
        { ...opts.ctx, customerNumber: customer.customerNumber },
      );
      return { isSaved: true as const, machineId: row.id };
    });
  } catch (e) {
    if (pgCode(e) === "23505")
      throw new AppError("CONFLICT", "machines.errors.duplicateVin", {
        fields: { "newMachine.SerialNumber": ["machines.errors.duplicateVin"] },
      });
    throw e;
  }
}
