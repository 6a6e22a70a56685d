import { route } from "@/lib/api/handler";
import { listForageAgreements } from "@/lib/agreements/list-forage-agreements";
import { ZSectionRequest, ZForageSectionResponse } from "@/lib/agreements/schemas";

/**
 * POST /api/myagreements/forage-subcustomer (spec 1 §7): pageId, activeCustomerNumber →
 * the forage section → { customerNumber, agreements: [row + harvestYears] }. The sub-customer variant: activeCustomerNumber must be a sub-customer the actor may use.
 */
export const POST = route({ input: ZSectionRequest, customer: (i) => i.activeCustomerNumber }, async ({ db, actor, input }) =>
  ZForageSectionResponse.parse(await listForageAgreements(db, { actor, customerNumber: input.activeCustomerNumber, variant: "sub" })),
);
