import "server-only";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireCustomerAccess } from "@/lib/auth/access";
import { SUB_CUSTOMER_PAGE_SIZE, type SUB_CUSTOMER_SORT_KEYS } from "./schemas";

const COLUMN = { IsActive: customers.active, CustomerNr: customers.customerNumber, CustomerName: customers.name } as const;

/**
 * POST /api/subcustomer/sort-subcustomer (spec 3 §7): the sub-customers of the customer in play,
 * sorted (IsActive, CustomerNr, CustomerName; asc or desc, then by number) and paged (first page
 * 0, SUB_CUSTOMER_PAGE_SIZE a page). Inactive ones are listed too (so they can be activated
 * again). Any user of the customer sees the list; only owners change it (auth-sub-customer).
 */
export async function sortSubCustomers(
  db: DbOrTx,
  opts: { actor: Actor; sortIndex: (typeof SUB_CUSTOMER_SORT_KEYS)[number]; sortOrder: "asc" | "desc"; pageIndex: number },
) {
  const parentNumber = opts.actor.activeCustomerNumber;
  if (!parentNumber) throw new AppError("FORBIDDEN", "errors.noActiveCustomer");
  await requireCustomerAccess(db, opts.actor, parentNumber);
  const [parent] = await db.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, parentNumber));
  if (!parent) throw new AppError("FORBIDDEN");
  const dir = opts.sortOrder === "desc" ? desc : asc;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(eq(customers.parentCustomerId, parent.id));
  const rows = await db
    .select({ OrganisationName: customers.name, CustomerNo: customers.customerNumber, IsActiveSubCustomer: customers.active })
    .from(customers)
    .where(eq(customers.parentCustomerId, parent.id))
    .orderBy(dir(COLUMN[opts.sortIndex]), asc(customers.customerNumber))
    .limit(SUB_CUSTOMER_PAGE_SIZE)
    .offset(opts.pageIndex * SUB_CUSTOMER_PAGE_SIZE);
  const total = count?.n ?? 0;
  return { SubCustomer: rows, pageIndex: opts.pageIndex, pageCount: Math.max(1, Math.ceil(total / SUB_CUSTOMER_PAGE_SIZE)), total };
}
