import { route } from "@/lib/api/handler";
import { listFarmSamples } from "@/lib/agreements/list-farm-samples";
import { ZAgreementPopupRequest, ZFarmSampleResponse } from "@/lib/agreements/schemas";

/**
 * GET /api/agreement/farmsample/{id}/{isInternal} (spec 1 §7): id = agreement number →
 * the agreement's farm samples with their analysis results → { agreementNumber, customerNumber, samples: [{ ProvNr, takenAt, itemName, sort, status, results }] }.
 * The agreement must belong to a customer the actor may use (403). isInternal grants nothing:
 * internal fields come only for internal staff acting for the customer.
 */
export const GET = route({ input: ZAgreementPopupRequest }, async ({ db, actor, input }) =>
  ZFarmSampleResponse.parse(await listFarmSamples(db, { actor, agreementNumber: input.id })),
);
