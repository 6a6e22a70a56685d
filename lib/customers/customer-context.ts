import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { customerSummaryColumns, parentCustomers } from "./customer-summary-columns";
import type { CustomerSummary } from "./schemas";

/**
 * The customer in play for this request (spec 1 §3 "Customer context"). Area code uses
 * `isSubCustomer` to pick a call's "-subcustomer" variant (spec 1 §7), see ./sub-customer-variant.ts.
 */
export interface CustomerContext {
  /** the session's active customer number (for staff: the acted-for customer), or null */
  activeCustomerNumber: string | null;
  /** the active customer is a sub-customer (underkund) of another customer */
  isSubCustomer: boolean;
  /** the parent's customer number when the active customer is a sub-customer */
  parentCustomerNumber: string | null;
  customerName: string | null;
  organisationNumber: string | null;
  city: string | null;
  isInternal: boolean;
  /** internal staff acting for the customer (a customer session) */
  isActingAsStaff: boolean;
}

/**
 * `known`: customer summaries the caller has already read in this request (the page shell reads
 * the switcher's list anyway): the active customer is taken from there when it is among them, and
 * read only otherwise (e.g. an inactive active customer, which the switcher leaves out). One
 * statement less on every signed-in page (decision 117).
 */
export async function getCustomerContext(db: DbOrTx, opts: { actor: Actor; known?: readonly CustomerSummary[] }): Promise<CustomerContext> {
  const { actor } = opts;
  const base: CustomerContext = {
    activeCustomerNumber: actor.activeCustomerNumber,
    isSubCustomer: false,
    parentCustomerNumber: null,
    customerName: null,
    organisationNumber: null,
    city: null,
    isInternal: actor.roles.internal,
    isActingAsStaff: Boolean(actor.roles.internal && actor.actingCustomerNumber),
  };
  if (!actor.activeCustomerNumber) return base;
  const row = opts.known?.find((c) => c.customerNumber === actor.activeCustomerNumber);
  if (row) return withCustomer(base, row);
  const [read] = await db
    .select(customerSummaryColumns)
    .from(customers)
    .leftJoin(parentCustomers, eq(parentCustomers.id, customers.parentCustomerId))
    .where(eq(customers.customerNumber, actor.activeCustomerNumber))
    .limit(1);
  return read ? withCustomer(base, read) : base;
}

const withCustomer = (base: CustomerContext, row: CustomerSummary): CustomerContext => ({
  ...base,
  isSubCustomer: row.isSubCustomer,
  parentCustomerNumber: row.parentCustomerNumber,
  customerName: row.name,
  organisationNumber: row.organisationNumber,
  city: row.city,
});
