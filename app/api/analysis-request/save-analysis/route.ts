import { route } from "@/lib/api/handler";
import { saveAnalysis } from "@/lib/analysis/save-analysis";
import { ZSaveAnalysisRequest, ZSaveAnalysisResponse } from "@/lib/analysis/schemas";

/** POST /api/analysis-request/save-analysis (spec 2 §7): the analysis request body → { SaveAnalysisResult, AnalysisId }; 400 per field, 403 for a customer out of reach. */
export const POST = route(
  {
    input: ZSaveAnalysisRequest,
    area: { name: "analysis", level: "write" },
    output: ZSaveAnalysisResponse,
    customer: (i) => i.CustomerNumber,
  },
  ({ db, actor, market, input, audit }) => saveAnalysis(db, { actor, market, input, ctx: audit }),
);
