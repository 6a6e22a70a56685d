import { route } from "@/lib/api/handler";
import { listFarmSamples } from "@/lib/agreements/list-farm-samples";
import { ZAgreementPopupSubRequest, ZFarmSampleResponse } from "@/lib/agreements/schemas";

/**
 * GET /api/agreement/farmsample-subcustomer/{id}/{customer}/{isInternal} (spec 1 §7): as
 * /api/agreement/farmsample/…, for a sub-customer: `customer` must be a sub-customer the actor may use
 * and the agreement must be its own (403 otherwise).
 */
export const GET = route({ input: ZAgreementPopupSubRequest, customer: (i) => i.customer }, async ({ db, actor, input }) =>
  ZFarmSampleResponse.parse(await listFarmSamples(db, { actor, agreementNumber: input.id, customerNumber: input.customer })),
);
