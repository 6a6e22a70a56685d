/**
 * Who sees and changes which forms and claims (issue 16 item 6; decision 063). Every call first
 * passes the agro-desk guard (Finnish site only), then:
 * - agro admins (the importer) see every store's forms and claims, handle claims, delete entries
 *   and move submitters;
 * - store staff see and file the forms of their own stores (the warranty stores among the
 *   customers they belong to); another store's form answers 403;
 * - everyone else (farmers) sees, read-only, the forms and claims about their own machines: the
 *   form's owner is one of their customers, or its serial number is one of their machines.
 * An id that does not exist answers 403 like one the actor may not see (nothing to probe).
 */
import "server-only";
import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customerUsers, customers, machines, type releaseForms, type warrantyClaims, warrantyStores } from "@/db/schema";
import { requireAgroDesk, isAgroAdmin, isStoreStaff } from "@/lib/agrodesk/access";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";

export type FormScope = { kind: "admin" } | { kind: "store"; storeIds: number[] } | { kind: "farmer"; customerIds: number[] };

/** The stores (customer ids) a store user works for. */
export async function storesOf(db: DbOrTx, actor: Actor): Promise<{ id: number; number: string; name: string }[]> {
  return db
    .select({ id: customers.id, number: customers.customerNumber, name: customers.name })
    .from(customerUsers)
    .innerJoin(customers, eq(customers.id, customerUsers.customerId))
    .innerJoin(warrantyStores, eq(warrantyStores.customerId, customers.id))
    .where(and(eq(customerUsers.userId, actor.userId), eq(customers.market, "fi"), eq(customers.active, true)))
    .orderBy(customers.name);
}

/** The Finnish customers a (farmer) user may see: their own and their sub-customers. */
async function customersOf(db: DbOrTx, actor: Actor): Promise<number[]> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(
      customerUsers,
      and(
        eq(customerUsers.userId, actor.userId),
        or(eq(customerUsers.customerId, customers.id), eq(customerUsers.customerId, sql`${customers.parentCustomerId}`)),
      ),
    )
    .where(eq(customers.market, "fi"));
  return [...new Set(rows.map((r) => r.id))];
}

export async function formScope(db: DbOrTx, market: Market, actor: Actor): Promise<FormScope> {
  requireAgroDesk(market, actor, "user");
  if (isAgroAdmin(actor)) return { kind: "admin" };
  if (isStoreStaff(actor)) return { kind: "store", storeIds: (await storesOf(db, actor)).map((s) => s.id) };
  return { kind: "farmer", customerIds: actor.roles.internal ? [] : await customersOf(db, actor) };
}

type Scoped = typeof releaseForms | typeof warrantyClaims;

/** The rows of `table` the scope sees (never the deleted ones). */
export function scopeWhere(scope: FormScope, table: Scoped): SQL {
  const live = isNull(table.deletedAt);
  if (scope.kind === "admin") return live;
  if (scope.kind === "store") return scope.storeIds.length ? and(live, inArray(table.storeCustomerId, scope.storeIds))! : sql`false`;
  if (!scope.customerIds.length) return sql`false`;
  return and(
    live,
    or(
      inArray(table.ownerCustomerId, scope.customerIds),
      inArray(
        table.serialNumber,
        sql`(select ${machines.serialNumber} from ${machines} where ${inArray(machines.customerId, scope.customerIds)})`,
      ),
    ),
  )!;
}

/** 403 unless the actor may file for the store (customer number); returns its id and name. */
export async function fileForStore(db: DbOrTx, market: Market, actor: Actor, storeNumber: string): Promise<{ id: number; name: string }> {
  requireAgroDesk(market, actor, "store");
  if (isAgroAdmin(actor)) {
    const [row] = await db
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .innerJoin(warrantyStores, eq(warrantyStores.customerId, customers.id))
      .where(and(eq(customers.customerNumber, storeNumber), eq(customers.market, "fi")))
      .limit(1);
    if (!row) throw new AppError("BAD_REQUEST", W_STORE, { fields: { StoreId: [W_STORE] } });
    return row;
  }
  const mine = (await storesOf(db, actor)).find((s) => s.number === storeNumber);
  if (!mine) throw new AppError("FORBIDDEN", "warranty.errors.otherStore");
  return mine;
}
const W_STORE = "warranty.validation.store";

/** A store (any Finnish warranty store) by customer number, or a 400 on `field`. */
export async function storeByNumber(db: DbOrTx, number: string, field: string): Promise<{ id: number; name: string; number: string }> {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, number: customers.customerNumber })
    .from(customers)
    .innerJoin(warrantyStores, eq(warrantyStores.customerId, customers.id))
    .where(and(eq(customers.customerNumber, number), eq(customers.market, "fi")))
    .limit(1);
  if (!row) throw new AppError("BAD_REQUEST", W_STORE, { fields: { [field]: [W_STORE] } });
  return row;
}
