import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { customers, deliveryAddresses, deliveryAddressReceivers } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { lockOwnAddress } from "./address-access";

/** Removes a notification receiver of an address of the customer in play (another customer's → 403). */
export async function removeReceiver(db: Db, opts: { actor: Actor; receiverId: number; ctx?: ActionContext }) {
  const customerNumber = opts.actor.activeCustomerNumber;
  if (!customerNumber) throw new AppError("FORBIDDEN", "errors.noActiveCustomer");
  return db.transaction(async (tx) => {
    const [receiver] = await tx
      .select({
        id: deliveryAddressReceivers.id,
        addressId: deliveryAddressReceivers.deliveryAddressId,
        name: deliveryAddressReceivers.name,
      })
      .from(deliveryAddressReceivers)
      .innerJoin(deliveryAddresses, eq(deliveryAddresses.id, deliveryAddressReceivers.deliveryAddressId))
      .innerJoin(customers, eq(customers.id, deliveryAddresses.customerId))
      .where(and(eq(deliveryAddressReceivers.id, opts.receiverId), eq(customers.customerNumber, customerNumber)));
    if (!receiver) throw new AppError("FORBIDDEN", "profile.receiver.notFound");
    await lockOwnAddress(tx, { actor: opts.actor, addressId: receiver.addressId });
    await tx.delete(deliveryAddressReceivers).where(eq(deliveryAddressReceivers.id, receiver.id));
    await logAction(
      tx,
      opts.actor,
      "profile.receiver.removed",
      { addressId: receiver.addressId, name: receiver.name },
      { ...opts.ctx, customerNumber },
    );
    return { success: true as const };
  });
}
