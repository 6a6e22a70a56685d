import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { getErp, type ErpAgreements } from "@/lib/integrations/erp";
import { requireAgreement, showsInternalFields } from "./access";
import type { TFarmSampleResponse } from "./schemas";

/**
 * The farm samples (gårdsprov) of an agreement with their analysis results
 * (GET /api/agreement/farmsample/{id}/{isInternal} and farmsample-subcustomer/{id}/{customer}/…).
 * With `customerNumber` (the sub-customer variant) the agreement must be that sub-customer's.
 */
export async function listFarmSamples(
  db: DbOrTx,
  opts: { actor: Actor; agreementNumber: string; customerNumber?: string; erp?: ErpAgreements },
): Promise<TFarmSampleResponse> {
  const erp = opts.erp ?? getErp(db);
  const agreement = await requireAgreement(db, erp, opts.actor, opts.agreementNumber, {
    customerNumber: opts.customerNumber,
    variant: opts.customerNumber ? "sub" : "own",
  });
  const internal = showsInternalFields(opts.actor);
  const samples = await erp.listFarmSamples(agreement.agreementNumber);
  return {
    agreementNumber: agreement.agreementNumber,
    customerNumber: agreement.customerNumber,
    samples: samples.map((s) => ({
      ProvNr: s.sampleNumber,
      takenAt: s.takenAt,
      itemNumber: s.itemNumber,
      itemName: s.itemName,
      sort: s.sort,
      status: s.status,
      analysedAt: s.analysedAt,
      results: s.values,
      ...(internal ? { internal: { labNote: s.labNote } } : {}),
    })),
  };
}
