import { route } from "@/lib/api/handler";
import { saveAnalysisResults } from "@/lib/analysis/save-results";
import { ZSaveResultsRequest, ZSaveResultsResponse } from "@/lib/analysis/schemas";

/** POST /api/analysis-request/save-results (not in the spec: staff enter a request's results) analysisId, results { code: value } → { isSaved, AnalysisId }; internal staff only. */
export const POST = route(
  { input: ZSaveResultsRequest, output: ZSaveResultsResponse, roles: ["internal"] },
  ({ db, actor, market, t, input, audit }) =>
    saveAnalysisResults(db, { actor, market, t, analysisId: input.analysisId, results: input.results, ctx: audit }),
);
