import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { getErp, type ErpAgreements } from "@/lib/integrations/erp";
import { requireAgreement, showsInternalFields } from "./access";
import type { TPriceHedgingResponse } from "./schemas";

/**
 * The price hedgings (prissäkringar) of an agreement (GET /api/agreement/pricehedging/{id}/{isInternal}
 * and pricehedging-subcustomer/{id}/{customer}/…). TotalQuantity is the hedged quantity in ton and
 * averagePrice its quantity-weighted price; cancelled hedgings count for neither.
 */
export async function listPriceHedgings(
  db: DbOrTx,
  opts: { actor: Actor; agreementNumber: string; customerNumber?: string; erp?: ErpAgreements },
): Promise<TPriceHedgingResponse> {
  const erp = opts.erp ?? getErp(db);
  const agreement = await requireAgreement(db, erp, opts.actor, opts.agreementNumber, {
    customerNumber: opts.customerNumber,
    variant: opts.customerNumber ? "sub" : "own",
  });
  const internal = showsInternalFields(opts.actor);
  const hedgings = await erp.listPriceHedgings(agreement.agreementNumber);
  const counted = hedgings.filter((h) => h.status !== "cancelled");
  const total = counted.reduce((s, h) => s + h.quantity, 0);
  return {
    agreementNumber: agreement.agreementNumber,
    customerNumber: agreement.customerNumber,
    hedgings: hedgings.map((h) => ({
      hedgeNumber: h.hedgeNumber,
      hedgedAt: h.hedgedAt,
      quantity: h.quantity,
      price: h.price,
      currency: h.currency,
      pricePeriod: h.pricePeriod,
      status: h.status,
      ...(internal ? { internal: { margin: h.internalMargin } } : {}),
    })),
    TotalQuantity: Math.round(total * 1000) / 1000,
    averagePrice: total > 0 ? Math.round((counted.reduce((s, h) => s + h.quantity * h.price, 0) / total) * 100) / 100 : null,
  };
}
