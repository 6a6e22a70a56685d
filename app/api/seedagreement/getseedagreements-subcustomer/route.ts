import { route } from "@/lib/api/handler";
import { listSeedAgreementsOfYear } from "@/lib/agreements/list-seed-agreements";
import { ZSeedYearRequest, ZSeedYearResponse } from "@/lib/agreements/schemas";

/**
 * POST /api/seedagreement/getseedagreements-subcustomer (spec 1 §7): selectedvalue (the year), pageId,
 * activeCustomerNumber → { customerNumber, selectedValue, agreements, AgreementsCommaseparatedList }. The sub-customer variant: activeCustomerNumber must be a sub-customer the actor may use.
 */
export const POST = route({ input: ZSeedYearRequest, customer: (i) => i.activeCustomerNumber }, async ({ db, actor, input }) =>
  ZSeedYearResponse.parse(await listSeedAgreementsOfYear(db, { actor, customerNumber: input.activeCustomerNumber, year: input.selectedvalue, variant: "sub" })),
);
