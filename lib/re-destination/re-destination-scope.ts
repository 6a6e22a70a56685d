/**
 * Who may re-destine which lines (issue 5 part 10; spec 1 §6 roles):
 * - internal staff (also when acting for a customer): every line of the market's warehouses,
 *   optionally narrowed to one customer;
 * - transporters (not staff): none — they carry the grain but do not decide where it goes (403);
 * - other users: only the lines of the customer in play (or a customer they may access, when asked
 *   for by number); another customer's number is 403.
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { resolveCustomerNumber } from "@/lib/auth/access";
import type { Actor } from "@/lib/auth/actor";

export type ReDestinationScope =
  { kind: "all"; customerNumber: string | null } | { kind: "customer"; customerNumber: string; customerId: number };

export async function reDestinationScope(db: DbOrTx, actor: Actor, requested?: string | null): Promise<ReDestinationScope> {
  if (actor.roles.internal) return { kind: "all", customerNumber: requested || null };
  if (actor.roles.transporter) throw new AppError("FORBIDDEN");
  const customerNumber = await resolveCustomerNumber(db, actor, requested);
  const [c] = await db.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, customerNumber));
  if (!c) throw new AppError("FORBIDDEN");
  return { kind: "customer", customerNumber, customerId: c.id };
}
