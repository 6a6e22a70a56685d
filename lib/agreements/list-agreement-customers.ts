import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { listSwitchableCustomers } from "@/lib/customers/list-switchable-customers";

export interface AgreementCustomer {
  customerNumber: string;
  name: string;
  isSubCustomer: boolean;
}

/**
 * The customer-number dropdown of My agreements (spec 1 §2 "customer-number dropdown for
 * sub-customers"): the customer in play followed by its active sub-customers. Empty when no
 * customer is in play (staff without a customer session, users without customers).
 */
export async function listAgreementCustomers(db: DbOrTx, opts: { actor: Actor }): Promise<AgreementCustomer[]> {
  const active = opts.actor.activeCustomerNumber;
  if (!active) return [];
  const all = await listSwitchableCustomers(db, { actor: opts.actor });
  const self = all.find((c) => c.customerNumber === active);
  if (!self) return [];
  const subs = self.isSubCustomer ? [] : all.filter((c) => c.parentCustomerNumber === active);
  return [self, ...subs].map((c) => ({ customerNumber: c.customerNumber, name: c.name, isSubCustomer: c.isSubCustomer }));
}
