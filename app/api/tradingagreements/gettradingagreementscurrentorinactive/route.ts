import { route } from "@/lib/api/handler";
import { listAgreementsByStatus } from "@/lib/agreements/list-agreements-by-status";
import { ZCurrentOrInactiveRequest, ZStatusSectionResponse } from "@/lib/agreements/schemas";

/**
 * POST /api/tradingagreements/gettradingagreementscurrentorinactive (spec 1 §7): selectedvalue ("current" | "inactive"), pageId,
 * activeCustomerNumber → { customerNumber, selectedValue, agreements } of the merchandise agreements.
 */
export const POST = route({ input: ZCurrentOrInactiveRequest, customer: (i) => i.activeCustomerNumber }, async ({ db, actor, input }) =>
  ZStatusSectionResponse.parse(
    await listAgreementsByStatus(db, { actor, customerNumber: input.activeCustomerNumber, kind: "merchandise", selected: input.selectedvalue, variant: "own" }),
  ),
);
