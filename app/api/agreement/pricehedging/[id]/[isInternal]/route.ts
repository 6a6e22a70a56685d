import { route } from "@/lib/api/handler";
import { listPriceHedgings } from "@/lib/agreements/list-price-hedgings";
import { ZAgreementPopupRequest, ZPriceHedgingResponse } from "@/lib/agreements/schemas";

/**
 * GET /api/agreement/pricehedging/{id}/{isInternal} (spec 1 §7): id = agreement number →
 * the agreement's price hedgings → { agreementNumber, customerNumber, hedgings, TotalQuantity, averagePrice }.
 * The agreement must belong to a customer the actor may use (403). isInternal grants nothing:
 * internal fields come only for internal staff acting for the customer.
 */
export const GET = route({ input: ZAgreementPopupRequest }, async ({ db, actor, input }) =>
  ZPriceHedgingResponse.parse(await listPriceHedgings(db, { actor, agreementNumber: input.id })),
);
