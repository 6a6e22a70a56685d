import { route } from "@/lib/api/handler";
import { listGrainAgreements } from "@/lib/agreements/list-grain-agreements";
import { ZSectionRequest, ZGrainSectionResponse } from "@/lib/agreements/schemas";

/**
 * POST /api/myagreements/grain (spec 1 §7): pageId, activeCustomerNumber →
 * the grain section: every grain agreement with its lines and delivery days → { customerNumber, agreements: [row + lines + deliveries] }.
 */
export const POST = route({ input: ZSectionRequest, customer: (i) => i.activeCustomerNumber }, async ({ db, actor, input }) =>
  ZGrainSectionResponse.parse(await listGrainAgreements(db, { actor, customerNumber: input.activeCustomerNumber, variant: "own" })),
);
