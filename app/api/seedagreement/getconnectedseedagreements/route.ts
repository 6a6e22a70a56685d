import { route } from "@/lib/api/handler";
import { listConnectedSeedAgreements } from "@/lib/agreements/list-connected-seed-agreements";
import { ZConnectedSeedRequest, ZConnectedSeedResponse } from "@/lib/agreements/schemas";

/**
 * POST /api/seedagreement/getconnectedseedagreements (spec 1 §7): agreementNumber, pageId,
 * acceptedQuantity (empty, ignored), activeCustomerNumber → { agreementNumber, agreements,
 * TotalQuantity, acceptedQuantity }. The seed agreement must be the customer's (403).
 */
export const POST = route({ input: ZConnectedSeedRequest, customer: (i) => i.activeCustomerNumber }, async ({ db, actor, input }) =>
  ZConnectedSeedResponse.parse(
    await listConnectedSeedAgreements(db, { actor, customerNumber: input.activeCustomerNumber, agreementNumber: input.agreementNumber, variant: "own" }),
  ),
);
