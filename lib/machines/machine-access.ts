import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers, machines } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { canAccessCustomer, resolveCustomerNumber } from "@/lib/auth/access";

/**
 * The machine `machineId` if the actor may work with its customer (own customer, a sub-customer,
 * staff acting for it): 404 when there is no such machine, 403 when it is another customer's.
 * `lock`: FOR UPDATE (inside the change's transaction).
 */
export async function machineForActor(db: DbOrTx, actor: Actor, machineId: number, opts: { lock?: boolean } = {}) {
  const q = db
    .select({ machine: machines, customerNumber: customers.customerNumber, market: customers.market })
    .from(machines)
    .innerJoin(customers, eq(customers.id, machines.customerId))
    .where(eq(machines.id, machineId));
  const [row] = opts.lock ? await q.for("update", { of: machines }) : await q;
  if (!row) throw new AppError("NOT_FOUND", "machines.errors.notFound");
  if (!(await canAccessCustomer(db, actor, row.customerNumber))) throw new AppError("FORBIDDEN");
  return row;
}

/** The customer in play (or the one asked for, checked) with its row id. */
export async function machineCustomer(db: DbOrTx, actor: Actor, requested?: string | null) {
  const number = await resolveCustomerNumber(db, actor, requested);
  const [c] = await db
    .select({ id: customers.id, customerNumber: customers.customerNumber, market: customers.market, name: customers.name })
    .from(customers)
    .where(eq(customers.customerNumber, number));
  if (!c) throw new AppError("FORBIDDEN", "errors.noActiveCustomer");
  return c;
}
