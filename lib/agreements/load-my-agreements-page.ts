import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { findAgreementCustomer } from "./find-agreement-customer";
import { listAgreementCustomers, type AgreementCustomer } from "./list-agreement-customers";

/**
 * The customers of My agreements' dropdown and the check of the customerNumber query parameter:
 * a customer the user may use but that is not in the dropdown (e.g. another own customer) is
 * added first; one they may not use is refused.
 */
export async function loadMyAgreementsPage(
  db: DbOrTx,
  opts: { actor: Actor; customerNumber?: string },
): Promise<{ customers: AgreementCustomer[]; refusedCustomerNumber: string | null }> {
  const customers = await listAgreementCustomers(db, { actor: opts.actor });
  const asked = opts.customerNumber;
  if (!asked || customers.some((c) => c.customerNumber === asked)) return { customers, refusedCustomerNumber: null };
  const extra = await findAgreementCustomer(db, { actor: opts.actor, customerNumber: asked });
  if (!extra) return { customers, refusedCustomerNumber: asked };
  return { customers: [extra, ...customers], refusedCustomerNumber: null };
}
