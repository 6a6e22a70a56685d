import "server-only";
import type { Db } from "@/db";
import { deliveryAddressReceivers } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { customerInPlayRow, lockOwnAddress } from "./address-access";
import { receiverFormFor } from "./address-schemas";
import { checkForm } from "./check-form";

/** Adds a notification receiver (name and a valid mobile or e-mail) to an address of the customer in play. */
export async function addReceiver(
  db: Db,
  opts: {
    actor: Actor;
    input: { addressId: number; Name?: string | null; Mobile?: string | null; Email?: string | null };
    ctx?: ActionContext;
  },
) {
  return db.transaction(async (tx) => {
    const customer = await customerInPlayRow(tx, opts.actor);
    const r = checkForm(receiverFormFor(customer.market), opts.input);
    const { address } = await lockOwnAddress(tx, { actor: opts.actor, addressId: opts.input.addressId });
    const [row] = await tx
      .insert(deliveryAddressReceivers)
      .values({ deliveryAddressId: address.id, name: r.Name, mobile: r.Mobile ?? null, email: r.Email ?? null })
      .returning({ id: deliveryAddressReceivers.id });
    await logAction(
      tx,
      opts.actor,
      "profile.receiver.added",
      { addressId: address.id, name: r.Name },
      { ...opts.ctx, customerNumber: customer.customerNumber },
    );
    return { success: true as const, id: row?.id ?? 0 };
  });
}
