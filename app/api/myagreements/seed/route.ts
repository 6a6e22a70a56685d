import { route } from "@/lib/api/handler";
import { listSeedAgreements } from "@/lib/agreements/list-seed-agreements";
import { ZSeedSectionRequest, ZSeedSectionResponse } from "@/lib/agreements/schemas";

/**
 * POST /api/myagreements/seed (spec 1 §7): pageId, activeCustomerNumber (and optionally the
 * toggle's agreementNumber, which selects its year) → { customerNumber, years, selectedYear,
 * agreements, AgreementsCommaseparatedList }.
 */
export const POST = route({ input: ZSeedSectionRequest, customer: (i) => i.activeCustomerNumber }, async ({ db, actor, input }) =>
  ZSeedSectionResponse.parse(await listSeedAgreements(db, { actor, customerNumber: input.activeCustomerNumber, agreementNumber: input.agreementNumber, variant: "own" })),
);
