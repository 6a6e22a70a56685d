import type { DbOrTx } from "@/db";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { canAccessCustomer } from "@/lib/auth/access";
import { getErp, type ErpAgreements } from "@/lib/integrations/erp";
import { showsInternalFields } from "./access";
import type { TForageAnalysisResponse } from "./schemas";

/**
 * The analysis results of one forage sample (POST /api/forageagreement/getanalysisresults: provnr).
 * The call names no customer: the sample's agreement must belong to a customer the actor may use.
 */
export async function getForageAnalysis(
  db: DbOrTx,
  opts: { actor: Actor; sampleNumber: string; erp?: ErpAgreements },
): Promise<TForageAnalysisResponse> {
  const erp = opts.erp ?? getErp(db);
  const sample = await erp.getForageAnalysis(opts.sampleNumber);
  const agreement = sample ? await erp.getAgreement(sample.agreementNumber) : null;
  if (!sample || !agreement || !(await canAccessCustomer(db, opts.actor, agreement.customerNumber))) {
    throw new AppError("FORBIDDEN", "agreements.errors.forbidden");
  }
  return {
    ProvNr: sample.sampleNumber,
    agreementNumber: sample.agreementNumber,
    harvestYear: sample.harvestYear,
    cut: sample.cut,
    sampledAt: sample.sampledAt,
    description: sample.description,
    status: sample.status,
    analysedAt: sample.analysedAt,
    results: sample.values,
    ...(showsInternalFields(opts.actor) ? { internal: { labNote: sample.labNote } } : {}),
  };
}
