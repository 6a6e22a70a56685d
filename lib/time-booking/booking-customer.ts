import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { requireCustomerAccess } from "@/lib/auth/access";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { TB } from "./messages";

/** Transporters and internal staff book for any customer; external customers only for their own (spec 1 §6). */
export const booksForAnyCustomer = (actor: Actor): boolean => actor.roles.internal || actor.roles.transporter;

/**
 * The customer a booking or slot search is for, scope-checked (403 for a foreign number); a
 * customer of the other market does not exist through this host (404, as an unknown one).
 */
export async function resolveBookingCustomer(db: DbOrTx, actor: Actor, customerNo: string, market: Market) {
  if (!booksForAnyCustomer(actor)) await requireCustomerAccess(db, actor, customerNo);
  const [row] = await db
    .select({
      id: customers.id,
      customerNumber: customers.customerNumber,
      name: customers.name,
      market: customers.market,
      active: customers.active,
    })
    .from(customers)
    .where(eq(customers.customerNumber, customerNo));
  if (!row || !row.active || row.market !== market) throw new AppError("NOT_FOUND", TB.informationMissing);
  return row;
}
