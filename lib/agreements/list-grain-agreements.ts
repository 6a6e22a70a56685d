import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { getErp, type ErpAgreements } from "@/lib/integrations/erp";
import { requireCallCustomer, showsInternalFields, type CustomerVariant } from "./access";
import type { TGrainSectionResponse } from "./schemas";
import { byStatusAndYear, toAgreementRow, toLine } from "./to-rows";

/**
 * The grain section of My agreements (POST /api/myagreements/grain[-subcustomer]): every grain
 * agreement of the customer (open, current, inactive), each with its lines and its weigh-ins
 * summed per day and sort.
 */
export async function listGrainAgreements(
  db: DbOrTx,
  opts: { actor: Actor; customerNumber: string; variant?: CustomerVariant; erp?: ErpAgreements },
): Promise<TGrainSectionResponse> {
  const { customerNumber } = await requireCallCustomer(db, opts.actor, opts.customerNumber, opts.variant);
  const erp = opts.erp ?? getErp(db);
  const list = (await erp.listAgreements({ customerNumber, kind: "grain" })).sort(byStatusAndYear);
  const numbers = list.map((a) => a.agreementNumber);
  const [lines, days] = await Promise.all([erp.listAgreementLines(numbers), erp.listDeliveryDays(numbers)]);
  const internal = showsInternalFields(opts.actor);
  return {
    customerNumber,
    agreements: list.map((a) => ({
      ...toAgreementRow(a, internal),
      lines: lines.filter((l) => l.agreementNumber === a.agreementNumber).map((l) => toLine(l)),
      deliveries: days.filter((d) => d.agreementNumber === a.agreementNumber).map(({ agreementNumber: _, ...d }) => d),
    })),
  };
}
