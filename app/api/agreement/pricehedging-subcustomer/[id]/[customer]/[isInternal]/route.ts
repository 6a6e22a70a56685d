import { route } from "@/lib/api/handler";
import { listPriceHedgings } from "@/lib/agreements/list-price-hedgings";
import { ZAgreementPopupSubRequest, ZPriceHedgingResponse } from "@/lib/agreements/schemas";

/**
 * GET /api/agreement/pricehedging-subcustomer/{id}/{customer}/{isInternal} (spec 1 §7): as
 * /api/agreement/pricehedging/…, for a sub-customer: `customer` must be a sub-customer the actor may use
 * and the agreement must be its own (403 otherwise).
 */
export const GET = route({ input: ZAgreementPopupSubRequest, customer: (i) => i.customer }, async ({ db, actor, input }) =>
  ZPriceHedgingResponse.parse(await listPriceHedgings(db, { actor, agreementNumber: input.id, customerNumber: input.customer })),
);
