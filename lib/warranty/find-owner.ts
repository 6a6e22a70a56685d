/**
 * The farm a form or claim is about (for the farmer's read-only view, decision 063): the Finnish
 * customer with the form's business id, else the one customer with a machine of that serial number.
 */
import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers, machines } from "@/db/schema";

export async function findOwner(db: DbOrTx, opts: { businessId?: string | null; serialNumber: string }): Promise<number | null> {
  if (opts.businessId) {
    const [byOrg] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.organisationNumber, opts.businessId), eq(customers.market, "fi")))
      .limit(2);
    if (byOrg) return byOrg.id;
  }
  const owners = await db
    .selectDistinct({ id: machines.customerId })
    .from(machines)
    .innerJoin(customers, eq(customers.id, machines.customerId))
    .where(and(eq(machines.serialNumber, opts.serialNumber), eq(customers.market, "fi")))
    .limit(2);
  return owners.length === 1 ? owners[0]!.id : null;
}
