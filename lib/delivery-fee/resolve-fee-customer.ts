import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { resolveCustomerNumber } from "@/lib/auth/access";
import type { Market } from "@/lib/market";

export interface FeeCustomer {
  id: number;
  customerNumber: string;
  /** the customer's market decides lorry types, zones, fee table, articles and currency */
  market: Market;
}

/**
 * The customer a delivery fee is about: the `supplier` asked for, else the customer in play
 * (for staff: the customer they act for). 403 when the actor may not work with it.
 */
export async function resolveFeeCustomer(db: DbOrTx, opts: { actor: Actor; supplier?: string | null }): Promise<FeeCustomer> {
  const customerNumber = await resolveCustomerNumber(db, opts.actor, opts.supplier);
  const [row] = await db
    .select({ id: customers.id, customerNumber: customers.customerNumber, market: customers.market })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber))
    .limit(1);
  if (!row) throw new AppError("FORBIDDEN");
  return { id: row.id, customerNumber: row.customerNumber, market: row.market === "fi" ? "fi" : "se" };
}
