import type { DbOrTx } from "@/db";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { getErp, type ErpAgreements } from "@/lib/integrations/erp";
import { requireCallCustomer, showsInternalFields } from "./access";
import type { TWeighInAnalysisResponse } from "./schemas";
import { toWeighInRow, weighInResults } from "./to-rows";

/**
 * The analysis of one weigh-in (GET /api/weigh-in/analyze/{id}/{isInternal}?activeCustomerNumber):
 * the weigh-in must be the customer's (403 otherwise, also when it does not exist).
 */
export async function getWeighInAnalysis(
  db: DbOrTx,
  opts: { actor: Actor; weighInNumber: string; customerNumber: string; erp?: ErpAgreements },
): Promise<TWeighInAnalysisResponse> {
  const { customerNumber } = await requireCallCustomer(db, opts.actor, opts.customerNumber);
  const erp = opts.erp ?? getErp(db);
  const w = await erp.getWeighIn(opts.weighInNumber);
  if (!w || w.customerNumber !== customerNumber) throw new AppError("FORBIDDEN", "agreements.errors.forbidden");
  return { weighIn: toWeighInRow(w, showsInternalFields(opts.actor)), results: weighInResults(w, w.values) };
}
