import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { agreements, customers, facilities } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { listGrainProducts } from "@/lib/prices/list-grain-products";
import { listPriceAreas } from "@/lib/prices/list-price-areas";

export interface WizardOptions {
  customerNumber: string;
  isInternal: boolean;
  priceAreas: { id: number; name: string }[];
  products: { itemNumber: string; name: string }[];
  warehouses: { code: string; name: string }[];
  /** the customer's agreements a price protection can name (Depaavtal, Utsadesavtal), not ended */
  protectable: { agreementNumber: string; agreementType: string; totalQuantity: number; description: string | null }[];
}

/** The purchasing agreement wizard's lists for the customer in play (null without one). */
export async function loadWizard(db: DbOrTx, opts: { actor: Actor; market: Market }): Promise<WizardOptions | null> {
  const isInternal = opts.actor.roles.internal;
  const customerNumber = isInternal ? opts.actor.actingCustomerNumber : opts.actor.activeCustomerNumber;
  if (!customerNumber) return null;
  const [areas, products, warehouses, protectable] = await Promise.all([
    listPriceAreas(db, { market: opts.market }),
    listGrainProducts(db, { market: opts.market }),
    db
      .select({ code: facilities.code, name: facilities.name })
      .from(facilities)
      .where(and(eq(facilities.market, opts.market), eq(facilities.active, true)))
      .orderBy(asc(facilities.name)),
    db
      .select({
        agreementNumber: agreements.agreementNumber,
        agreementType: agreements.agreementType,
        totalQuantity: agreements.totalQuantity,
        description: agreements.description,
      })
      .from(agreements)
      .innerJoin(customers, eq(customers.id, agreements.customerId))
      .where(
        and(
          eq(customers.customerNumber, customerNumber),
          inArray(agreements.agreementType, ["Depaavtal", "Utsadesavtal"]),
          inArray(agreements.status, ["open", "current"]),
        ),
      )
      .orderBy(asc(agreements.agreementNumber)),
  ]);
  return {
    customerNumber,
    isInternal,
    priceAreas: areas.map((a) => ({ id: a.id, name: a.name })),
    products: products.map((p) => ({ itemNumber: p.itemNumber, name: p.name })),
    warehouses,
    protectable: protectable.map((p) => ({ ...p, totalQuantity: Number(p.totalQuantity) })),
  };
}
