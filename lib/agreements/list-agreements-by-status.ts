import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { getErp, type ErpAgreements } from "@/lib/integrations/erp";
import { requireCallCustomer, showsInternalFields, type CustomerVariant } from "./access";
import { STATUSES_OF, type CurrentOrInactive } from "./constants";
import type { TStatusSectionResponse } from "./schemas";
import { byStatusAndYear, toAgreementRow } from "./to-rows";

/**
 * The feed and merchandise sections and their current/inactive dropdown
 * (POST /api/myagreements/{feed|merchandise}[-subcustomer] with "current";
 * /api/feedagreement/getfeedagreementscurrentorinactive and
 * /api/tradingagreements/gettradingagreementscurrentorinactive [-subcustomer] with selectedvalue).
 * "current" shows agreements in force and those waiting for a signature; "inactive" the ended ones.
 */
export async function listAgreementsByStatus(
  db: DbOrTx,
  opts: {
    actor: Actor;
    customerNumber: string;
    kind: "feed" | "merchandise";
    selected: CurrentOrInactive;
    variant?: CustomerVariant;
    erp?: ErpAgreements;
  },
): Promise<TStatusSectionResponse> {
  const { customerNumber } = await requireCallCustomer(db, opts.actor, opts.customerNumber, opts.variant);
  const erp = opts.erp ?? getErp(db);
  const list = (await erp.listAgreements({ customerNumber, kind: opts.kind, statuses: STATUSES_OF[opts.selected] })).sort(byStatusAndYear);
  const internal = showsInternalFields(opts.actor);
  return { customerNumber, selectedValue: opts.selected, agreements: list.map((a) => toAgreementRow(a, internal)) };
}
