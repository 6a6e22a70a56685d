import { route } from "@/lib/api/handler";
import { listOpenAgreements } from "@/lib/agreements/list-open-agreements";
import { ZOpenAgreementsRequest, ZOpenAgreementsResponse } from "@/lib/agreements/schemas";

/**
 * POST /api/agreements/getopenagreements (spec 2 §7): activeCustomerNumber, currentPageId →
 * { customerNumber, agreements: [row + awaitingSignature] } for the external start page.
 */
export const POST = route(
  {
    input: ZOpenAgreementsRequest,
    area: { name: "agreements", level: "read" },
    customer: (i) => i.activeCustomerNumber,
    output: ZOpenAgreementsResponse,
  },
  ({ db, actor, input }) => listOpenAgreements(db, { actor, customerNumber: input.activeCustomerNumber }),
);
