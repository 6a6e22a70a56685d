import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { getErp, type ErpAgreements } from "@/lib/integrations/erp";
import { requireCallCustomer, showsInternalFields, type CustomerVariant } from "./access";
import type { TForageSectionResponse } from "./schemas";
import { byStatusAndYear, toAgreementRow } from "./to-rows";

/**
 * The forage section (POST /api/myagreements/forage[-subcustomer]): the customer's forage
 * agreements, each with the harvest years that have analyses (newest first) for its dropdown.
 */
export async function listForageAgreements(
  db: DbOrTx,
  opts: { actor: Actor; customerNumber: string; variant?: CustomerVariant; erp?: ErpAgreements },
): Promise<TForageSectionResponse> {
  const { customerNumber } = await requireCallCustomer(db, opts.actor, opts.customerNumber, opts.variant);
  const erp = opts.erp ?? getErp(db);
  const list = (await erp.listAgreements({ customerNumber, kind: "forage" })).sort(byStatusAndYear);
  const years = await erp.listForageHarvestYears(list.map((a) => a.agreementNumber));
  const internal = showsInternalFields(opts.actor);
  return {
    customerNumber,
    agreements: list.map((a) => ({
      ...toAgreementRow(a, internal),
      harvestYears: years
        .filter((y) => y.agreementNumber === a.agreementNumber)
        .map((y) => y.harvestYear)
        .sort((x, y) => y - x),
    })),
  };
}
