import { route } from "@/lib/api/handler";
import { getForageHarvestYear } from "@/lib/agreements/get-forage-harvest-year";
import { ZForageHarvestYearRequest, ZForageHarvestYearResponse } from "@/lib/agreements/schemas";

/**
 * GET /api/forageagreement/getharvestyeardata (spec 1 §7): selectedvalue (harvest year), pageId,
 * agreementNumber, customerNumber → { agreementNumber, customerNumber, harvestYear, harvestYears,
 * samples: [{ ProvNr, cut, sampledAt, description, status }] }. The agreement must be the customer's (403).
 */
export const GET = route(
  {
    input: ZForageHarvestYearRequest,
    area: { name: "agreements", level: "read" },
    customer: (i) => i.customerNumber,
    output: ZForageHarvestYearResponse,
  },
  ({ db, actor, input }) =>
    getForageHarvestYear(db, {
      actor,
      customerNumber: input.customerNumber,
      agreementNumber: input.agreementNumber,
      harvestYear: input.selectedvalue,
    }),
);
