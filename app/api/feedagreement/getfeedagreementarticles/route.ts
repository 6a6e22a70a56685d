import { route } from "@/lib/api/handler";
import { listAgreementArticles } from "@/lib/agreements/list-agreement-articles";
import { ZAgreementArticlesResponse, ZFeedArticlesRequest } from "@/lib/agreements/schemas";

/**
 * POST /api/feedagreement/getfeedagreementarticles (spec 1 §7): agreementNumber, pageId, unit
 * (ton | kg, optional), activeCustomerNumber → { agreementNumber, agreementType, unit, articles,
 * TotalQuantity, acceptedQuantity } of a feed agreement of the customer (403 otherwise).
 */
export const POST = route(
  {
    input: ZFeedArticlesRequest,
    area: { name: "agreements", level: "read" },
    customer: (i) => i.activeCustomerNumber,
    output: ZAgreementArticlesResponse,
  },
  ({ db, actor, input }) =>
    listAgreementArticles(db, {
      actor,
      customerNumber: input.activeCustomerNumber,
      agreementNumber: input.agreementNumber,
      unit: input.unit,
      kind: "feed",
    }),
);
