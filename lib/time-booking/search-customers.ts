/**
 * CustomerSearch (spec 1 §7; §6): resourceGroupId, searchString, searchType, loadOrUnloadValue,
 * customerSearchType, token → the active customers of the group's market whose number starts
 * with, or whose name contains, the search string (at most 20). Internal staff and transporters
 * search every customer; external users only the customers they belong to (and their
 * sub-customers). None: 'Information saknas'. Test/demo customers are flagged ('Demokund').
 */
import "server-only";
import { and, asc, eq, ilike, like, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers, customerUsers } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { booksForAnyCustomer } from "./booking-customer";
import { isDemoCustomerName } from "./booking-reference";
import { loadResourceGroup } from "./load-resource-group";
import { TB } from "./messages";
import type { TCustomerSearchRequest } from "./schemas";

export const CUSTOMER_SEARCH_LIMIT = 20;

export interface CustomerSearchReply {
  Customers: { CustomerNo: string; CustomerName: string; IsDemoCustomer: boolean }[];
  /** 'Information saknas' when nothing matched */
  Message: string | null;
  /** 'Demokund' when a match is a test/demo customer */
  Warning: string | null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchCustomers(
  db: DbOrTx,
  { actor, market, input }: { actor: Actor; market: Market; input: TCustomerSearchRequest },
): Promise<CustomerSearchReply> {
  const group = await loadResourceGroup(db, input.resourceGroupId, market);
  const q = escapeLike(input.searchString);
  const byNumber = input.searchType === "number" || (input.searchType === undefined && /^[0-9]+$/.test(input.searchString));
  const match: SQL | undefined = byNumber
    ? like(customers.customerNumber, `${q}%`)
    : input.searchType === "name"
      ? ilike(customers.name, `%${q}%`)
      : or(like(customers.customerNumber, `${q}%`), ilike(customers.name, `%${q}%`));
  const conds = [eq(customers.market, group.market), eq(customers.active, true), match];
  if (!booksForAnyCustomer(actor)) {
    // own customers and their sub-customers only
    conds.push(
      sql`exists (select 1 from ${customerUsers} cu where cu.user_id = ${actor.userId} and (cu.customer_id = ${customers.id} or cu.customer_id = ${customers.parentCustomerId}))`,
    );
  }
  const rows = await db
    .select({ number: customers.customerNumber, name: customers.name })
    .from(customers)
    .where(and(...conds))
    .orderBy(asc(customers.customerNumber))
    .limit(CUSTOMER_SEARCH_LIMIT);
  const list = rows.map((r) => ({ CustomerNo: r.number, CustomerName: r.name, IsDemoCustomer: isDemoCustomerName(r.name) }));
  return {
    Customers: list,
    Message: list.length ? null : TB.informationMissing,
    Warning: list.some((c) => c.IsDemoCustomer) ? TB.demoCustomer : null,
  };
}
