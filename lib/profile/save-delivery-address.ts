import "server-only";
import { and, desc, eq, max } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { customers, deliveryAddresses, deliveryFeeZones } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Market } from "@/lib/market";
import { addressFormFor, type TAddress } from "./address-schemas";
import { checkForm } from "./check-form";
import { customerInPlayRow, lockOwnAddress } from "./address-access";

/**
 * The distance of a new (or moved) address to the nearest facility, which decides its delivery
 * fee zone (decision 074): that of another address of the market with the same zip code, else the
 * start of the market's farthest zone — never a cheaper zone than the truth; staff correct it.
 */
async function distanceFor(tx: DbOrTx, market: Market, zipCode: string) {
  const [same] = await tx
    .select({ distanceKm: deliveryAddresses.distanceKm, nearestFacility: deliveryAddresses.nearestFacility })
    .from(deliveryAddresses)
    .innerJoin(customers, eq(customers.id, deliveryAddresses.customerId))
    .where(and(eq(customers.market, market), eq(deliveryAddresses.zipCode, zipCode)))
    .orderBy(desc(deliveryAddresses.id))
    .limit(1);
  if (same) return same;
  const [far] = await tx
    .select({ km: max(deliveryFeeZones.minKm) })
    .from(deliveryFeeZones)
    .where(eq(deliveryFeeZones.market, market));
  return { distanceKm: far?.km ?? 0, nearestFacility: null };
}

/**
 * Creates (no id) or changes a delivery address of the customer in play (spec 2 §5 "Delivery
 * address"): street, zip code, place and mobile required and valid by the customer's market.
 */
export async function saveDeliveryAddress(
  db: Db,
  opts: { actor: Actor; input: Record<string, unknown> & { id?: number | null }; ctx?: ActionContext },
) {
  const { actor } = opts;
  return db.transaction(async (tx) => {
    const customer = await customerInPlayRow(tx, actor);
    const a: TAddress = checkForm(addressFormFor(customer.market), opts.input);
    const values = { name: a.Name || a.Street, address: a.Street, zipCode: a.ZipCode, city: a.Place, mobile: a.Mobile };
    let id: number;
    if (opts.input.id) {
      const { address } = await lockOwnAddress(tx, { actor, addressId: opts.input.id });
      const moved = address.zipCode !== a.ZipCode ? await distanceFor(tx, customer.market, a.ZipCode) : {};
      await tx
        .update(deliveryAddresses)
        .set({ ...values, ...moved })
        .where(eq(deliveryAddresses.id, address.id));
      id = address.id;
    } else {
      const distance = await distanceFor(tx, customer.market, a.ZipCode);
      const [row] = await tx
        .insert(deliveryAddresses)
        .values({ customerId: customer.id, ...values, ...distance })
        .returning({ id: deliveryAddresses.id });
      id = row?.id ?? 0;
    }
    await logAction(
      tx,
      actor,
      opts.input.id ? "profile.deliveryAddress.changed" : "profile.deliveryAddress.created",
      { addressId: id },
      { ...opts.ctx, customerNumber: customer.customerNumber },
    );
    return { success: true as const, id };
  });
}
