import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { articles, deliveryAddresses, deliveryFees, lorryTypes } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { MARKETS } from "@/lib/market";
import { computeFee, selectFeeRow, zoneForDistance } from "./fee-rules";
import { listDeliveryFeeZones } from "./list-delivery-fee-zones";
import { resolveFeeCustomer } from "./resolve-fee-customer";
import { DELIVERY_FEE_MESSAGES, type TCalculateDeliveryFeeRequest, type TCalculateDeliveryFeeResponse } from "./schemas";

const fieldError = (field: keyof typeof DELIVERY_FEE_MESSAGES, message: string) =>
  new AppError("BAD_REQUEST", message, { fields: { [field]: [message] } });

/**
 * The delivery fee (spec 1 §5 "Delivery fee calculator", §7 POST /api/deliveryfee/calculate):
 * 1. the customer is the `supplier`, else the customer in play (403 when out of reach);
 * 2. the delivery address must be an active address of that customer (403 otherwise, also for an
 *    id that does not exist, so ids of other customers' addresses cannot be probed);
 * 3. lorry type and freight article must exist in the customer's market (400 on the field);
 * 4. the address's distance gives the zone; lorry type, zone, quantity band and delivery date give
 *    the fee row (fee-rules.ts); none → `found: false` with the reason;
 * 5. `internal` (fee row id, validity, cost and margin) only for internal staff — the request's
 *    `isInternal` can switch it off for them but never on for anyone else.
 */
export async function calculateDeliveryFee(
  db: DbOrTx,
  opts: { actor: Actor; input: TCalculateDeliveryFeeRequest },
): Promise<TCalculateDeliveryFeeResponse> {
  const { actor, input } = opts;
  const customer = await resolveFeeCustomer(db, { actor, supplier: input.supplier });
  const { market } = customer;

  const [address] = await db
    .select({
      id: deliveryAddresses.id,
      customerId: deliveryAddresses.customerId,
      active: deliveryAddresses.active,
      name: deliveryAddresses.name,
      address: deliveryAddresses.address,
      zipCode: deliveryAddresses.zipCode,
      city: deliveryAddresses.city,
      distanceKm: deliveryAddresses.distanceKm,
      nearestFacility: deliveryAddresses.nearestFacility,
    })
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.id, input.deliveryAddressId))
    .limit(1);
  if (!address || address.customerId !== customer.id || !address.active)
    throw new AppError("FORBIDDEN", "deliveryFee.errors.addressNotFound");

  const [lorry] = await db
    .select({ id: lorryTypes.id, code: lorryTypes.code, name: lorryTypes.name, isOwnTransport: lorryTypes.isOwnTransport })
    .from(lorryTypes)
    .where(and(eq(lorryTypes.market, market), eq(lorryTypes.code, input.lorryType), eq(lorryTypes.active, true)))
    .limit(1);
  if (!lorry) throw fieldError("lorryType", DELIVERY_FEE_MESSAGES.lorryType);

  const [item] = await db
    .select({ itemId: articles.itemNumber, name: articles.name })
    .from(articles)
    .where(
      and(eq(articles.market, market), eq(articles.itemNumber, input.itemId), eq(articles.category, "freight"), eq(articles.active, true)),
    )
    .limit(1);
  if (!item) throw fieldError("itemId", DELIVERY_FEE_MESSAGES.itemId);

  const zones = await listDeliveryFeeZones(db, { market });
  const zone = zoneForDistance(zones, address.distanceKm);
  const base = {
    customerNumber: customer.customerNumber,
    currency: MARKETS[market].currency,
    quantity: input.quantity,
    deliveryDate: input.deliveryDate,
    sort: input.sort ?? null,
    lorryType: { code: lorry.code, name: lorry.name, isOwnTransport: lorry.isOwnTransport },
    deliveryAddress: {
      id: address.id,
      name: address.name,
      address: address.address,
      zipCode: address.zipCode,
      city: address.city,
      distanceKm: address.distanceKm,
      nearestFacility: address.nearestFacility,
    },
    item,
    distanceKm: address.distanceKm,
    zone: zone ? { code: zone.code, name: zone.name, minKm: zone.minKm, maxKm: zone.maxKm } : null,
  };
  if (!zone) return { ...base, found: false, reason: "noZone" };

  const rows = await db
    .select({
      id: deliveryFees.id,
      minTons: deliveryFees.minTons,
      maxTons: deliveryFees.maxTons,
      feePerTon: deliveryFees.feePerTon,
      minimumFee: deliveryFees.minimumFee,
      costPerTon: deliveryFees.costPerTon,
      validFrom: deliveryFees.validFrom,
      validTo: deliveryFees.validTo,
    })
    .from(deliveryFees)
    .where(and(eq(deliveryFees.market, market), eq(deliveryFees.lorryTypeId, lorry.id), eq(deliveryFees.zoneId, zone.id)));
  const fee = selectFeeRow(rows, { quantity: input.quantity, date: input.deliveryDate });
  if (!fee) return { ...base, found: false, reason: "noFee" };

  const amount = computeFee({ quantity: input.quantity, feePerTon: fee.feePerTon, minimumFee: fee.minimumFee });
  const showInternal = actor.roles.internal && input.isInternal !== false;
  return {
    ...base,
    found: true,
    zone: { code: zone.code, name: zone.name, minKm: zone.minKm, maxKm: zone.maxKm },
    feePerTon: fee.feePerTon,
    effectiveFeePerTon: amount.effectiveFeePerTon,
    minimumFee: fee.minimumFee,
    minimumApplied: amount.minimumApplied,
    total: amount.total,
    breakdown: amount.breakdown,
    ...(showInternal
      ? {
          internal: {
            feeId: fee.id,
            validFrom: fee.validFrom,
            validTo: fee.validTo,
            minTons: fee.minTons,
            maxTons: fee.maxTons,
            costPerTon: fee.costPerTon,
            marginPerTon: fee.costPerTon === null ? null : Math.round((fee.feePerTon - fee.costPerTon) * 100) / 100,
          },
        }
      : {}),
  };
}
