import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { getErp, type ErpAgreements } from "@/lib/integrations/erp";
import { requireAgreement } from "./access";
import type { TForageHarvestYearResponse } from "./schemas";

/**
 * A forage agreement's sample numbers (provnr) of one harvest year
 * (GET /api/forageagreement/getharvestyeardata: selectedvalue, agreementNumber, customerNumber).
 */
export async function getForageHarvestYear(
  db: DbOrTx,
  opts: { actor: Actor; customerNumber: string; agreementNumber: string; harvestYear: number; erp?: ErpAgreements },
): Promise<TForageHarvestYearResponse> {
  const erp = opts.erp ?? getErp(db);
  const agreement = await requireAgreement(db, erp, opts.actor, opts.agreementNumber, {
    customerNumber: opts.customerNumber,
    kinds: ["forage"],
  });
  const [samples, years] = await Promise.all([
    erp.listForageAnalyses({ agreementNumber: agreement.agreementNumber, harvestYear: opts.harvestYear }),
    erp.listForageHarvestYears([agreement.agreementNumber]),
  ]);
  return {
    agreementNumber: agreement.agreementNumber,
    customerNumber: agreement.customerNumber,
    harvestYear: opts.harvestYear,
    harvestYears: years.map((y) => y.harvestYear).sort((a, b) => b - a),
    samples: samples.map((s) => ({
      ProvNr: s.sampleNumber,
      harvestYear: s.harvestYear,
      cut: s.cut,
      sampledAt: s.sampledAt,
      description: s.description,
      status: s.status,
    })),
  };
}
