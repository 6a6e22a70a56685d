import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customerUsers } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { findUserByName, requireCustomerManager } from "./manage-access";

/**
 * POST /api/customer-card/check-owner: before adding, the owner learns whether the e-mail has an
 * account and whether it is already connected (as owner) to the customer. Owners and staff acting
 * for the customer only (403 otherwise, decision 046).
 */
export async function checkOwner(db: DbOrTx, opts: { actor: Actor; username: string; customerNumber: string }) {
  const customer = await requireCustomerManager(db, { actor: opts.actor, customerNumber: opts.customerNumber });
  const user = await findUserByName(db, opts.username);
  if (!user) return { success: true as const, userExists: false, isConnected: false, isOwner: false };
  const [m] = await db
    .select({ profile: customerUsers.profile })
    .from(customerUsers)
    .where(and(eq(customerUsers.userId, user.id), eq(customerUsers.customerId, customer.id)));
  return { success: true as const, userExists: true, isConnected: Boolean(m), isOwner: m?.profile === "owner" };
}
