import { route } from "@/lib/api/handler";
import { listAgreementArticles } from "@/lib/agreements/list-agreement-articles";
import { ZAgreementArticlesResponse, ZTradingArticlesRequest } from "@/lib/agreements/schemas";

/**
 * POST /api/tradingagreement/gettradingagreementarticles-subcustomer (spec 1 §7): agreementNumber,
 * agreementType, activeCustomerNumber → { agreementNumber, agreementType, unit, articles,
 * TotalQuantity, acceptedQuantity } of a merchandise agreement of the customer (403 otherwise;
 * 404 when agreementType is not the agreement's). The sub-customer variant: activeCustomerNumber must be a sub-customer the actor may use.
 */
export const POST = route({ input: ZTradingArticlesRequest, customer: (i) => i.activeCustomerNumber }, async ({ db, actor, input }) =>
  ZAgreementArticlesResponse.parse(
    await listAgreementArticles(db, {
      actor,
      customerNumber: input.activeCustomerNumber,
      agreementNumber: input.agreementNumber,
      agreementType: input.agreementType,
      kind: "merchandise",
      variant: "sub",
    }),
  ),
);
