import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { getErp, type ErpAgreements } from "@/lib/integrations/erp";
import { requireAgreement, showsInternalFields, type CustomerVariant } from "./access";
import type { TConnectedSeedResponse } from "./schemas";
import { byStatusAndYear, toAgreementRow } from "./to-rows";

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The agreements connected to a seed agreement (POST /api/seedagreement/getconnectedseedagreements
 * [-subcustomer]): the seed agreement must be the customer's; TotalQuantity and acceptedQuantity
 * are the connected agreements' sums in ton.
 */
export async function listConnectedSeedAgreements(
  db: DbOrTx,
  opts: { actor: Actor; customerNumber: string; agreementNumber: string; variant?: CustomerVariant; erp?: ErpAgreements },
): Promise<TConnectedSeedResponse> {
  const erp = opts.erp ?? getErp(db);
  const parent = await requireAgreement(db, erp, opts.actor, opts.agreementNumber, {
    customerNumber: opts.customerNumber,
    variant: opts.variant,
    kinds: ["seed"],
  });
  const list = (
    await erp.listAgreements({ customerNumber: parent.customerNumber, kind: "seed", connectedTo: parent.agreementNumber })
  ).sort(byStatusAndYear);
  const internal = showsInternalFields(opts.actor);
  return {
    agreementNumber: parent.agreementNumber,
    agreements: list.map((a) => toAgreementRow(a, internal)),
    TotalQuantity: round3(list.reduce((s, a) => s + a.totalQuantity, 0)),
    acceptedQuantity: round3(list.reduce((s, a) => s + a.acceptedQuantity, 0)),
  };
}
