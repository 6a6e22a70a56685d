/**
 * The warranty stores (filters, the spare-parts and service-point dropdowns, the move tool) and
 * the serial-number table (issue 16 item 5): the machines of the forms the actor sees, newest form
 * per serial number; the screen searches it on the client.
 */
import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers, releaseForms, warrantyStores } from "@/db/schema";
import { isStoreStaff, requireAgroDesk } from "@/lib/agrodesk/access";
import type { Actor } from "@/lib/auth/actor";
import { formatDate } from "@/lib/market/format";
import type { Market } from "@/lib/market";
import { formScope, scopeWhere, storesOf } from "./access";
import type { TSerialTableResponse, TStoresResponse } from "./schemas";

export async function listStores(db: DbOrTx, opts: { market: Market; actor: Actor }): Promise<TStoresResponse> {
  requireAgroDesk(opts.market, opts.actor, "user");
  const rows = await db
    .select({
      number: customers.customerNumber,
      name: customers.name,
      city: customers.city,
      spare: warrantyStores.spareParts,
      service: warrantyStores.servicePoint,
    })
    .from(warrantyStores)
    .innerJoin(customers, eq(customers.id, warrantyStores.customerId))
    .where(and(eq(customers.market, "fi"), eq(customers.active, true)))
    .orderBy(asc(customers.name));
  const mine = isStoreStaff(opts.actor) ? (await storesOf(db, opts.actor)).map((s) => s.number) : [];
  return {
    stores: rows.map((r) => ({ StoreId: r.number, Name: r.name, City: r.city ?? "", spareParts: r.spare, servicePoint: r.service })),
    mine,
  };
}

const SERIAL_TABLE_MAX = 2000;

export async function listSerialNumbers(db: DbOrTx, opts: { market: Market; actor: Actor }): Promise<TSerialTableResponse> {
  const scope = await formScope(db, opts.market, opts.actor);
  const rows = await db
    .selectDistinctOn([releaseForms.serialNumber], {
      serial: releaseForms.serialNumber,
      manufacturer: releaseForms.manufactureName,
      model: releaseForms.model,
      first: releaseForms.customerFirstName,
      last: releaseForms.customerLastName,
      business: releaseForms.customerBusinessName,
      store: customers.customerNumber,
      at: releaseForms.submittedAt,
      id: releaseForms.submissionId,
    })
    .from(releaseForms)
    .innerJoin(customers, eq(customers.id, releaseForms.storeCustomerId))
    .where(scopeWhere(scope, releaseForms))
    .orderBy(asc(releaseForms.serialNumber), desc(releaseForms.submittedAt))
    .limit(SERIAL_TABLE_MAX);
  return {
    rows: rows.map((r) => ({
      SerialNumber: r.serial,
      ManufactureName: r.manufacturer,
      Model: r.model,
      Customer: r.business || `${r.first} ${r.last}`.trim(),
      StoreId: r.store,
      SubmittedOn: formatDate(r.at, "fi"),
      Id: r.id,
    })),
  };
}
