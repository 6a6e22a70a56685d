import "server-only";
import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { customerUsers, customers } from "@/db/schema";
import type { Market } from "@/lib/market";
import { SELECTION_LIMIT, type TSelectionRequest, type TSelectionResponse } from "./selection";

const parent = alias(customers, "parent");

/** Staff: the market's customers in the checked states (an active customer is activated when it has a user). */
export async function selectCustomers(db: Db, opts: { market: Market; input: TSelectionRequest }): Promise<TSelectionResponse> {
  const { input } = opts;
  const activated = sql<boolean>`exists (select 1 from ${customerUsers} where ${customerUsers.customerId} = ${customers.id})`;
  const states: SQL[] = [];
  if (input.activated) states.push(and(eq(customers.active, true), activated)!);
  if (input.notActivated) states.push(and(eq(customers.active, true), sql`not ${activated}`)!);
  if (input.inactive) states.push(eq(customers.active, false));
  const like = `%${input.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const text = input.query
    ? or(ilike(customers.customerNumber, like), ilike(customers.name, like), ilike(customers.organisationNumber, like))
    : undefined;
  const rows = await db
    .select({
      customerNumber: customers.customerNumber,
      name: customers.name,
      organisationNumber: customers.organisationNumber,
      active: customers.active,
      activated,
      parentCustomerNumber: parent.customerNumber,
    })
    .from(customers)
    .leftJoin(parent, eq(parent.id, customers.parentCustomerId))
    .where(and(eq(customers.market, opts.market), or(...states), text))
    .orderBy(asc(customers.customerNumber))
    .limit(SELECTION_LIMIT + 1);
  return { customers: rows.slice(0, SELECTION_LIMIT), limited: rows.length > SELECTION_LIMIT };
}
