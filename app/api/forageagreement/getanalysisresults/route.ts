import { route } from "@/lib/api/handler";
import { getForageAnalysis } from "@/lib/agreements/get-forage-analysis";
import { ZForageAnalysisRequest, ZForageAnalysisResponse } from "@/lib/agreements/schemas";

/**
 * POST /api/forageagreement/getanalysisresults (spec 1 §7): provnr → { ProvNr, agreementNumber,
 * harvestYear, cut, sampledAt, description, status, analysedAt, results }. The sample's agreement
 * must belong to a customer the actor may use (403).
 */
export const POST = route(
  { input: ZForageAnalysisRequest, area: { name: "agreements", level: "read" }, output: ZForageAnalysisResponse },
  ({ db, actor, input }) => getForageAnalysis(db, { actor, sampleNumber: input.provnr }),
);
