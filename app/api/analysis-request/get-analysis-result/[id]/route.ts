import { route } from "@/lib/api/handler";
import { getAnalysisResult } from "@/lib/analysis/analysis-details";
import { ZAnalysisIdPath, ZAnalysisResultResponse } from "@/lib/analysis/schemas";

/** GET /api/analysis-request/get-analysis-result/{id} (spec 2 §7): the request's analyses with their values → { AnalysisId, Status, Results }; 403 for another customer's request. */
export const GET = route(
  { input: ZAnalysisIdPath, area: { name: "analysis", level: "read" }, output: ZAnalysisResultResponse },
  ({ db, actor, market, input }) => getAnalysisResult(db, { actor, market, id: input.id }),
);
