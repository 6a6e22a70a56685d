/**
 * What the delivery assurance page needs for the customer in play (for staff: the customer they
 * act for): the market's settings and time zone, grain articles, the customer's delivery
 * addresses, lorry types (own farm transport), harvest years, the step 2 rows, and the
 * warehouses and depot agreements get-warehouse answers before an article or date is chosen. A customer of
 * the other market is 403 (the page shows "choose a customer"; decision 019).
 */
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { articles, customers, deliveryAddresses, lorryTypes } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { resolveFeeCustomer } from "@/lib/delivery-fee/resolve-fee-customer";
import { requireMarket } from "@/lib/logistics-access/require-market";
import { MARKETS, type Market } from "@/lib/market";
import { listDeliveryAssurances } from "./list-delivery-assurances";
import { loadDeliveryAssuranceSettings } from "./load-settings";
import type { DeliveryAssuranceSettingsView } from "./rules";
import { harvestYearOptions } from "./date-rules";
import { listWarehouseOptions } from "./list-warehouse-options";
import type { DeliveryAssuranceRow, TGetWarehouseResponse } from "./schemas";

export interface DeliveryAssuranceFormData {
  customerNumber: string;
  customerName: string;
  market: Market;
  timeZone: string;
  isInternal: boolean;
  settings: DeliveryAssuranceSettingsView;
  articles: { itemNumber: string; name: string }[];
  deliveryAddresses: { id: number; name: string; address: string; city: string }[];
  lorryTypes: { code: string; name: string }[];
  harvestYears: number[];
  rows: DeliveryAssuranceRow[];
  /** get-warehouse's reply before an article or date is chosen (the form's first lists, without a call) */
  lists: TGetWarehouseResponse;
}

export async function loadDeliveryAssuranceFormData(
  db: DbOrTx,
  opts: { actor: Actor; market: Market; now?: Date },
): Promise<DeliveryAssuranceFormData> {
  const now = opts.now ?? new Date();
  const customer = await resolveFeeCustomer(db, { actor: opts.actor });
  requireMarket(customer.market, opts.market, { code: "FORBIDDEN" });
  const { market } = customer;
  const settingsLoad = loadDeliveryAssuranceSettings(db, market, now);
  const [[c], settings, lists, articleRows, addresses, lorries, rows] = await Promise.all([
    db.select({ name: customers.name }).from(customers).where(eq(customers.id, customer.id)),
    settingsLoad,
    settingsLoad.then((s) => listWarehouseOptions(db, { actor: opts.actor, customer, settings: s })),
    db
      .select({ itemNumber: articles.itemNumber, name: articles.name })
      .from(articles)
      .where(and(eq(articles.market, market), eq(articles.category, "grain"), eq(articles.active, true)))
      .orderBy(asc(articles.name)),
    db
      .select({ id: deliveryAddresses.id, name: deliveryAddresses.name, address: deliveryAddresses.address, city: deliveryAddresses.city })
      .from(deliveryAddresses)
      .where(and(eq(deliveryAddresses.customerId, customer.id), eq(deliveryAddresses.active, true)))
      .orderBy(asc(deliveryAddresses.name), asc(deliveryAddresses.id)),
    db
      .select({ code: lorryTypes.code, name: lorryTypes.name })
      .from(lorryTypes)
      .where(and(eq(lorryTypes.market, market), eq(lorryTypes.active, true)))
      .orderBy(asc(lorryTypes.sortOrder), asc(lorryTypes.name)),
    listDeliveryAssurances(db, { customerId: customer.id }),
  ]);
  const timeZone = MARKETS[market].timeZone;
  return {
    customerNumber: customer.customerNumber,
    customerName: c?.name ?? "",
    market,
    timeZone,
    isInternal: opts.actor.roles.internal,
    settings,
    articles: articleRows,
    deliveryAddresses: addresses,
    lorryTypes: lorries,
    harvestYears: harvestYearOptions(now, timeZone),
    rows,
    lists,
  };
}
