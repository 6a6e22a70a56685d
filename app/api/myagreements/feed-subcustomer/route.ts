import { route } from "@/lib/api/handler";
import { listAgreementsByStatus } from "@/lib/agreements/list-agreements-by-status";
import { ZSectionRequest, ZStatusSectionResponse } from "@/lib/agreements/schemas";

/**
 * POST /api/myagreements/feed-subcustomer (spec 1 §7): pageId, activeCustomerNumber → the current
 * feed agreements { customerNumber, selectedValue: "current", agreements }. The sub-customer variant: activeCustomerNumber must be a sub-customer the actor may use.
 */
export const POST = route({ input: ZSectionRequest, customer: (i) => i.activeCustomerNumber }, async ({ db, actor, input }) =>
  ZStatusSectionResponse.parse(await listAgreementsByStatus(db, { actor, customerNumber: input.activeCustomerNumber, kind: "feed", selected: "current", variant: "sub" })),
);
