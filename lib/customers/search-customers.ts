import "server-only";
import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { customerSummaryColumns, parentCustomers } from "./customer-summary-columns";
import { SEARCH_LIMIT, type CustomerSummary, type TSearchBy } from "./schemas";

/** Escapes LIKE wildcards so the user's text matches literally. */
function likeLiteral(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The internal header's customer search (spec 1 §2, §6; internal staff only): customer number
 * and organisation number by prefix (the organisation number also without its hyphen), name by
 * case-insensitive substring. At most 50 rows, in the given market (null: every market).
 */
export async function searchCustomers(
  db: DbOrTx,
  opts: { actor: Actor; searchBy: TSearchBy; searchKey: string; market: Market | null },
): Promise<CustomerSummary[]> {
  if (!opts.actor.roles.internal) throw new AppError("FORBIDDEN");
  const key = opts.searchKey.trim();
  if (!key) return [];
  let match: SQL | undefined;
  let order = [asc(customers.customerNumber)];
  if (opts.searchBy === "customerNumber") {
    const digits = key.replace(/\s+/g, "");
    if (!/^[0-9]+$/.test(digits)) return [];
    match = sql`${customers.customerNumber} like ${`${digits}%`}`;
  } else if (opts.searchBy === "organisationNumber") {
    const digits = key.replace(/[^0-9]/g, "");
    match = or(
      ilike(customers.organisationNumber, `${likeLiteral(key)}%`),
      digits ? sql`regexp_replace(${customers.organisationNumber}, '[^0-9]', '', 'g') like ${`${digits}%`}` : undefined,
    );
  } else {
    match = ilike(customers.name, `%${likeLiteral(key)}%`);
    order = [asc(customers.name), asc(customers.customerNumber)];
  }
  return db
    .select(customerSummaryColumns)
    .from(customers)
    .leftJoin(parentCustomers, eq(parentCustomers.id, customers.parentCustomerId))
    .where(and(match, opts.market ? eq(customers.market, opts.market) : undefined))
    .orderBy(...order)
    .limit(SEARCH_LIMIT);
}
