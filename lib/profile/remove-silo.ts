import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { customers, deliveryAddresses, deliveryAddressSilos } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { lockOwnAddress } from "./address-access";

/** Removes a silo of an address of the customer in play (another customer's silo → 403, as a missing one). */
export async function removeSilo(db: Db, opts: { actor: Actor; siloId: number; ctx?: ActionContext }) {
  const customerNumber = opts.actor.activeCustomerNumber;
  if (!customerNumber) throw new AppError("FORBIDDEN", "errors.noActiveCustomer");
  return db.transaction(async (tx) => {
    const [silo] = await tx
      .select({ id: deliveryAddressSilos.id, addressId: deliveryAddressSilos.deliveryAddressId, number: deliveryAddressSilos.number })
      .from(deliveryAddressSilos)
      .innerJoin(deliveryAddresses, eq(deliveryAddresses.id, deliveryAddressSilos.deliveryAddressId))
      .innerJoin(customers, eq(customers.id, deliveryAddresses.customerId))
      .where(and(eq(deliveryAddressSilos.id, opts.siloId), eq(customers.customerNumber, customerNumber)));
    if (!silo) throw new AppError("FORBIDDEN", "profile.silo.notFound");
    await lockOwnAddress(tx, { actor: opts.actor, addressId: silo.addressId });
    await tx.delete(deliveryAddressSilos).where(eq(deliveryAddressSilos.id, silo.id));
    await logAction(
      tx,
      opts.actor,
      "profile.silo.removed",
      { addressId: silo.addressId, number: silo.number },
      { ...opts.ctx, customerNumber },
    );
    return { success: true as const };
  });
}
