import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { resolveFeeCustomer } from "@/lib/delivery-fee/resolve-fee-customer";
import { requireMarket } from "@/lib/logistics-access/require-market";
import type { Market } from "@/lib/market";
import { listWarehouseOptions } from "./list-warehouse-options";
import { loadDeliveryAssuranceSettings } from "./load-settings";
import type { TGetWarehouseRequest, TGetWarehouseResponse } from "./schemas";

/**
 * POST /api/delivery-assurance/get-warehouse: the warehouses and depot agreements for the form's
 * customer (default: the customer in play; 403 outside the actor's scope), article and date.
 * `isInternal` from the client grants nothing: only the actor's role widens the warehouse list.
 * A customer of the other market is 403 (decision 019).
 */
export async function getWarehouse(
  db: DbOrTx,
  opts: { actor: Actor; market: Market; input: TGetWarehouseRequest },
): Promise<TGetWarehouseResponse> {
  const customer = await resolveFeeCustomer(db, { actor: opts.actor, supplier: opts.input.customerNumber });
  requireMarket(customer.market, opts.market, { code: "FORBIDDEN" });
  const settings = await loadDeliveryAssuranceSettings(db, customer.market);
  return listWarehouseOptions(db, {
    actor: opts.actor,
    customer,
    settings,
    itemNumber: opts.input.itemName,
    deliveryDate: opts.input.deliveryDateStr,
  });
}
