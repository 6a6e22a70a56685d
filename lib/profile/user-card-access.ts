import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customerUsers, customers } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { findUserByName, requireCustomerManager } from "@/lib/customer-admin/manage-access";

/**
 * Whose avatar a user-card avatar call changes (decision 046): without `userName` (or naming the
 * caller) the caller's own; another user's only when the caller manages a customer that user
 * belongs to (an owner of it, or staff acting for it). Anything else is 403.
 */
export async function userCardTarget(db: DbOrTx, opts: { actor: Actor; userName?: string }): Promise<number> {
  const { actor } = opts;
  if (!opts.userName || opts.userName.trim().toLowerCase() === actor.username.toLowerCase()) return actor.userId;
  const user = await findUserByName(db, opts.userName);
  if (!user) throw new AppError("FORBIDDEN");
  const memberships = await db
    .select({ customerNumber: customers.customerNumber })
    .from(customerUsers)
    .innerJoin(customers, eq(customers.id, customerUsers.customerId))
    .where(eq(customerUsers.userId, user.id));
  for (const m of memberships) {
    try {
      await requireCustomerManager(db, { actor, customerNumber: m.customerNumber });
      return user.id;
    } catch {
      /* not this one */
    }
  }
  throw new AppError("FORBIDDEN");
}
