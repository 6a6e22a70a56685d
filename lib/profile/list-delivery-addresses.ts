import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { deliveryAddresses, deliveryAddressReceivers, deliveryAddressSilos } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { requireCustomerAccess } from "@/lib/auth/access";
import type { Market } from "@/lib/market";
import { customerInPlayRow } from "./address-access";
import type { TAddressView } from "./address-schemas";

/** The active delivery addresses of the customer in play with their silos and notification receivers. */
export async function listDeliveryAddresses(db: Db, opts: { actor: Actor }): Promise<{ market: Market; addresses: TAddressView[] }> {
  const customer = await customerInPlayRow(db, opts.actor);
  await requireCustomerAccess(db, opts.actor, customer.customerNumber);
  const rows = await db
    .select()
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.customerId, customer.id), eq(deliveryAddresses.active, true)))
    .orderBy(asc(deliveryAddresses.name), asc(deliveryAddresses.id));
  const ids = rows.map((r) => r.id);
  const silos = ids.length
    ? await db
        .select()
        .from(deliveryAddressSilos)
        .where(inArray(deliveryAddressSilos.deliveryAddressId, ids))
        .orderBy(asc(deliveryAddressSilos.number))
    : [];
  const receivers = ids.length
    ? await db
        .select()
        .from(deliveryAddressReceivers)
        .where(inArray(deliveryAddressReceivers.deliveryAddressId, ids))
        .orderBy(asc(deliveryAddressReceivers.id))
    : [];
  return {
    market: customer.market,
    addresses: rows.map((r) => ({
      id: r.id,
      name: r.name,
      street: r.address,
      zipCode: r.zipCode,
      place: r.city,
      mobile: r.mobile,
      silos: silos.filter((s) => s.deliveryAddressId === r.id).map((s) => ({ id: s.id, number: s.number, accessibility: s.accessibility })),
      receivers: receivers
        .filter((x) => x.deliveryAddressId === r.id)
        .map((x) => ({ id: x.id, name: x.name, mobile: x.mobile, email: x.email })),
    })),
  };
}
