import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { articles, deliveryAddresses, lorryTypes } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { MARKETS } from "@/lib/market";
import { zoneForDistance } from "./fee-rules";
import { listDeliveryFeeZones } from "./list-delivery-fee-zones";
import { resolveFeeCustomer } from "./resolve-fee-customer";
import type { TDeliveryFeeOptionsResponse } from "./schemas";

const zoneOut = (z: { code: string; name: string; minKm: number; maxKm: number | null } | null) =>
  z ? { code: z.code, name: z.name, minKm: z.minKm, maxKm: z.maxKm } : null;

/**
 * What the calculator form offers for a customer (the `supplier`, else the customer in play):
 * the market's active lorry types, the customer's active delivery addresses with distance and
 * zone, and the market's freight articles (Artikel_Frakt). 403 for a customer out of reach.
 */
export async function listDeliveryFeeOptions(
  db: DbOrTx,
  opts: { actor: Actor; supplier?: string | null },
): Promise<TDeliveryFeeOptionsResponse> {
  const customer = await resolveFeeCustomer(db, opts);
  const { market } = customer;
  const [lorries, addresses, items, zones] = await Promise.all([
    db
      .select({ code: lorryTypes.code, name: lorryTypes.name, isOwnTransport: lorryTypes.isOwnTransport })
      .from(lorryTypes)
      .where(and(eq(lorryTypes.market, market), eq(lorryTypes.active, true)))
      .orderBy(asc(lorryTypes.sortOrder), asc(lorryTypes.name)),
    db
      .select({
        id: deliveryAddresses.id,
        name: deliveryAddresses.name,
        address: deliveryAddresses.address,
        zipCode: deliveryAddresses.zipCode,
        city: deliveryAddresses.city,
        distanceKm: deliveryAddresses.distanceKm,
        nearestFacility: deliveryAddresses.nearestFacility,
      })
      .from(deliveryAddresses)
      .where(and(eq(deliveryAddresses.customerId, customer.id), eq(deliveryAddresses.active, true)))
      .orderBy(asc(deliveryAddresses.name), asc(deliveryAddresses.id)),
    db
      .select({ itemId: articles.itemNumber, name: articles.name })
      .from(articles)
      .where(and(eq(articles.market, market), eq(articles.category, "freight"), eq(articles.active, true)))
      .orderBy(asc(articles.itemNumber)),
    listDeliveryFeeZones(db, { market }),
  ]);
  return {
    customerNumber: customer.customerNumber,
    currency: MARKETS[market].currency,
    lorryTypes: lorries,
    deliveryAddresses: addresses.map((a) => ({ ...a, zone: zoneOut(zoneForDistance(zones, a.distanceKm)) })),
    items,
  };
}
