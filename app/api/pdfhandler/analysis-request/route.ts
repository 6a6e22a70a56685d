import { RESPONSE, route } from "@/lib/api/handler";
import { renderAnalysisPdf } from "@/lib/analysis/render-analysis-pdf";
import { ZAnalysisPdfRequest } from "@/lib/analysis/schemas";

/** GET /api/pdfhandler/analysis-request (spec 2 §7): analysisId (listingUrl, pdfUrlSegment accepted, unused) → the request as a PDF; 403 for another customer's request. */
export const GET = route(
  { input: ZAnalysisPdfRequest, area: { name: "analysis", level: "read" }, output: RESPONSE },
  ({ db, actor, market, t, input }) => renderAnalysisPdf(db, { actor, market, t, id: input.analysisId }),
);
