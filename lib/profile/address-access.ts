import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers, deliveryAddresses } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { isMarket, type Market } from "@/lib/market";

/** The customer in play (its access is checked by the route's `customer`), with its id and market. */
export async function customerInPlayRow(db: DbOrTx, actor: Actor): Promise<{ id: number; customerNumber: string; market: Market }> {
  const n = actor.activeCustomerNumber;
  if (!n) throw new AppError("FORBIDDEN", "errors.noActiveCustomer");
  const [c] = await db
    .select({ id: customers.id, customerNumber: customers.customerNumber, market: customers.market })
    .from(customers)
    .where(eq(customers.customerNumber, n));
  if (!c) throw new AppError("FORBIDDEN");
  return { ...c, market: isMarket(c.market) ? c.market : "se" };
}

/**
 * An active delivery address of the customer in play, locked for the transaction. A missing,
 * removed or another customer's address is 403 alike (as decision 047), so ids cannot be probed.
 */
export async function lockOwnAddress(tx: DbOrTx, opts: { actor: Actor; addressId: number }) {
  const customer = await customerInPlayRow(tx, opts.actor);
  const [address] = await tx
    .select({ id: deliveryAddresses.id, name: deliveryAddresses.name, zipCode: deliveryAddresses.zipCode })
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.id, opts.addressId), eq(deliveryAddresses.customerId, customer.id), eq(deliveryAddresses.active, true)))
    .for("update");
  if (!address) throw new AppError("FORBIDDEN", "accountAdmin.address.notFound");
  return { customer, address };
}
