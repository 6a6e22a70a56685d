/**
 * What get-warehouse answers (spec 2 §3, §7): the receiving facilities (warehouses) and the
 * customer's depot agreements (depaAvtals), both as Key/Value pairs.
 *
 * - warehouses: empty when the market's warehouse list is switched off. External users get the
 *   market's active facilities that receive grain (an active unloading resource group); internal
 *   staff every active facility of the market (they may set the warehouse freely, spec 1 §6).
 * - depaAvtals: the customer's current grain agreements with delivery mode Depa, valid on the
 *   delivery date (when given) and, when an article is given, covering it (an agreement without
 *   lines covers every article).
 */
import "server-only";
import { and, asc, eq, exists, gte, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { agreementLines, agreements, facilities, resourceGroups } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import type { KeyValue, TGetWarehouseResponse } from "./schemas";
import type { DeliveryAssuranceSettingsView } from "./rules";

export async function listWarehouseOptions(
  db: DbOrTx,
  opts: {
    actor: Actor;
    customer: { id: number; market: Market };
    settings: DeliveryAssuranceSettingsView;
    itemNumber?: string | null;
    deliveryDate?: string | null;
  },
): Promise<TGetWarehouseResponse> {
  const { customer } = opts;
  const warehouses: KeyValue[] = opts.settings.warehouseListActive
    ? await db
        .select({ Key: facilities.code, Value: facilities.name })
        .from(facilities)
        .where(
          and(
            eq(facilities.market, customer.market),
            eq(facilities.active, true),
            opts.actor.roles.internal
              ? undefined
              : exists(
                  db
                    .select({ x: sql`1` })
                    .from(resourceGroups)
                    .where(
                      and(
                        eq(resourceGroups.facilityId, facilities.id),
                        eq(resourceGroups.isLoading, false),
                        eq(resourceGroups.active, true),
                      ),
                    ),
                ),
          ),
        )
        .orderBy(asc(facilities.name))
    : [];

  const rows = await db
    .select({ number: agreements.agreementNumber, description: agreements.description, type: agreements.agreementType, id: agreements.id })
    .from(agreements)
    .where(
      and(
        eq(agreements.customerId, customer.id),
        eq(agreements.kind, "grain"),
        eq(agreements.deliveryMode, "Depa"),
        eq(agreements.status, "current"),
        opts.deliveryDate ? lte(agreements.validFrom, opts.deliveryDate) : undefined,
        opts.deliveryDate ? gte(agreements.validTo, opts.deliveryDate) : undefined,
        opts.itemNumber
          ? sql`(not exists (select 1 from ${agreementLines} where ${agreementLines.agreementId} = ${agreements.id})
                 or exists (select 1 from ${agreementLines} where ${agreementLines.agreementId} = ${agreements.id} and ${agreementLines.itemNumber} = ${opts.itemNumber}))`
          : undefined,
      ),
    )
    .orderBy(asc(agreements.agreementNumber));
  const depaAvtals = rows.map((r) => ({
    Key: r.number,
    Value: r.description ? `${r.number} – ${r.description}` : `${r.number} – ${r.type}`,
  }));
  return { warehouses, depaAvtals };
}
