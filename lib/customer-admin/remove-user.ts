import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { customerUsers } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { findUserByName, guardLastOwner, lockMembership, requireAnotherOwner, requireCustomerManager } from "./manage-access";

/**
 * POST /api/customer-card/remove-user (spec 2 §7, GET there): disconnects a user from the
 * customer (the account stays). userName and userId must name the same user; owners or staff
 * acting for the customer only; the last owner stays (409, database trigger, race-safe). The user
 * loses access at once: every call checks the membership live (canAccessCustomer).
 */
export async function removeUser(
  db: Db,
  opts: { actor: Actor; userName: string; userId: number; customerNumber: string; ctx?: ActionContext },
) {
  return guardLastOwner(() =>
    db.transaction(async (tx) => {
      const customer = await requireCustomerManager(tx, { actor: opts.actor, customerNumber: opts.customerNumber, lock: true });
      const user = await findUserByName(tx, opts.userName);
      const m = user && user.id === opts.userId ? await lockMembership(tx, user.id, customer.id) : null;
      if (!user || !m) throw new AppError("NOT_FOUND", "accountAdmin.errors.userNotConnected");
      if (m.profile === "owner") await requireAnotherOwner(tx, customer.id, user.id);
      await tx.delete(customerUsers).where(and(eq(customerUsers.userId, user.id), eq(customerUsers.customerId, customer.id)));
      await logAction(
        tx,
        opts.actor,
        "customerCard.userRemoved",
        { userId: user.id, username: user.username, profile: m.profile },
        { ...opts.ctx, customerNumber: customer.customerNumber },
      );
      return { success: true as const, message: "accountAdmin.customerCard.removed" };
    }),
  );
}
