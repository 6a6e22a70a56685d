import { route } from "@/lib/api/handler";
import { listAgreementsByStatus } from "@/lib/agreements/list-agreements-by-status";
import { ZSectionRequest, ZStatusSectionResponse } from "@/lib/agreements/schemas";

/**
 * POST /api/myagreements/merchandise (spec 1 §7): pageId, activeCustomerNumber → the current
 * merchandise agreements { customerNumber, selectedValue: "current", agreements }.
 */
export const POST = route({ input: ZSectionRequest, customer: (i) => i.activeCustomerNumber }, async ({ db, actor, input }) =>
  ZStatusSectionResponse.parse(await listAgreementsByStatus(db, { actor, customerNumber: input.activeCustomerNumber, kind: "merchandise", selected: "current", variant: "own" })),
);
