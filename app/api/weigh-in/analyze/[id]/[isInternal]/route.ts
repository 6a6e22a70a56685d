import { route } from "@/lib/api/handler";
import { getWeighInAnalysis } from "@/lib/agreements/get-weigh-in-analysis";
import { ZWeighInAnalysisResponse, ZWeighInAnalyzeRequest } from "@/lib/agreements/schemas";

/**
 * GET /api/weigh-in/analyze/{id}/{isInternal}?activeCustomerNumber (spec 1 §7): id = weigh-in
 * number → { weighIn, results: [{ code, value, unit }] }. The weigh-in must be that customer's (403).
 */
export const GET = route(
  {
    input: ZWeighInAnalyzeRequest,
    area: { name: "agreements", level: "read" },
    customer: (i) => i.activeCustomerNumber,
    output: ZWeighInAnalysisResponse,
  },
  ({ db, actor, input }) => getWeighInAnalysis(db, { actor, weighInNumber: input.id, customerNumber: input.activeCustomerNumber }),
);
