import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { getErp, type ErpAgreements } from "@/lib/integrations/erp";
import { requireAgreement, showsInternalFields } from "./access";
import type { TWeighInMoreInfoResponse } from "./schemas";
import { toWeighInRow } from "./to-rows";

/**
 * The weigh-ins behind one delivery day of an agreement (GET /api/weigh-in/more-info/{id}/{isInternal}
 * with date and sort): id is the agreement number; without sort, all sorts of the day.
 */
export async function getWeighInInfo(
  db: DbOrTx,
  opts: { actor: Actor; agreementNumber: string; date: string; sort?: string; erp?: ErpAgreements },
): Promise<TWeighInMoreInfoResponse> {
  const erp = opts.erp ?? getErp(db);
  const agreement = await requireAgreement(db, erp, opts.actor, opts.agreementNumber);
  const rows = await erp.listWeighIns({
    agreementNumber: agreement.agreementNumber,
    date: opts.date,
    ...(opts.sort ? { sort: opts.sort } : {}),
  });
  const internal = showsInternalFields(opts.actor);
  return {
    agreementNumber: agreement.agreementNumber,
    date: opts.date,
    sort: opts.sort ?? null,
    weighIns: rows.map((w) => toWeighInRow(w, internal)),
    totalNetKg: rows.reduce((s, w) => s + w.netKg, 0),
    totalSettledKg: rows.reduce((s, w) => s + (w.settledKg ?? w.netKg), 0),
  };
}
