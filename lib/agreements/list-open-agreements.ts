import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { getErp, type ErpAgreements } from "@/lib/integrations/erp";
import { requireCallCustomer, showsInternalFields } from "./access";
import type { TOpenAgreementsResponse } from "./schemas";
import { toAgreementRow } from "./to-rows";

/** At most this many open agreements on the start page. */
export const MAX_OPEN_AGREEMENTS = 20;

/**
 * The external start page's open agreements (POST /api/agreements/getopenagreements): agreements
 * of any kind that wait for the customer's signature, and agreements in force whose accepted
 * quantity is still below the total. Those waiting for a signature first, then by end date.
 */
export async function listOpenAgreements(
  db: DbOrTx,
  opts: { actor: Actor; customerNumber: string; erp?: ErpAgreements },
): Promise<TOpenAgreementsResponse> {
  const { customerNumber } = await requireCallCustomer(db, opts.actor, opts.customerNumber);
  const erp = opts.erp ?? getErp(db);
  const list = (await erp.listAgreements({ customerNumber, statuses: ["open", "current"] }))
    .filter((a) => a.status === "open" || a.acceptedQuantity < a.totalQuantity)
    .sort(
      (a, b) =>
        (a.status === "open" ? 0 : 1) - (b.status === "open" ? 0 : 1) ||
        a.validTo.localeCompare(b.validTo) ||
        a.agreementNumber.localeCompare(b.agreementNumber),
    )
    .slice(0, MAX_OPEN_AGREEMENTS);
  const internal = showsInternalFields(opts.actor);
  return { customerNumber, agreements: list.map((a) => ({ ...toAgreementRow(a, internal), awaitingSignature: a.status === "open" })) };
}
