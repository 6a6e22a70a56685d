import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { customers } from "@/db/schema";

/** The parent customer, joined as `parent` (left join on customers.parent_customer_id). */
export const parentCustomers = alias(customers, "parent_customer");

/** The select list of a CustomerSummary (see ./schemas.ts); needs a left join on parentCustomers. */
export const customerSummaryColumns = {
  customerNumber: customers.customerNumber,
  name: customers.name,
  organisationNumber: customers.organisationNumber,
  city: customers.city,
  market: customers.market,
  active: customers.active,
  isSubCustomer: sql<boolean>`${customers.parentCustomerId} is not null`.mapWith(Boolean),
  parentCustomerNumber: parentCustomers.customerNumber,
};
