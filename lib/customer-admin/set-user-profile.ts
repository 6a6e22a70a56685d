import "server-only";
import type { Db } from "@/db";
import { customerUsers } from "@/db/schema";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { findUserByName, guardLastOwner, lockMembership, requireAnotherOwner, requireCustomerManager } from "./manage-access";
import { normaliseRoles, profileOfId } from "./permissions";

/**
 * Changes a user's profile at a customer, and for the custom profile its roles (customer card
 * `change-profile`, user card `save-profile` and `save-roles`; decision 046). Owners (or staff
 * acting for the customer) only; the user must be connected (404 otherwise). Demoting the last
 * owner is refused by the database (409 "accountAdmin.errors.lastOwner"), race-safe.
 */
export async function setUserProfile(
  db: Db,
  opts: { actor: Actor; userName: string; customerNumber: string; profileId?: number; roles?: string[]; ctx?: ActionContext },
) {
  const profile = opts.roles ? "custom" : profileOfId(opts.profileId ?? 0);
  if (!profile) throw new AppError("BAD_REQUEST", "accountAdmin.validation.profile");
  return guardLastOwner(() =>
    db.transaction(async (tx) => {
      const customer = await requireCustomerManager(tx, { actor: opts.actor, customerNumber: opts.customerNumber, lock: true });
      const user = await findUserByName(tx, opts.userName);
      const m = user && (await lockMembership(tx, user.id, customer.id));
      if (!user || !m) throw new AppError("NOT_FOUND", "accountAdmin.errors.userNotConnected");
      if (m.profile === "owner" && profile !== "owner") await requireAnotherOwner(tx, customer.id, user.id);
      const customRoles = opts.roles ? normaliseRoles(opts.roles) : m.customRoles;
      await tx
        .update(customerUsers)
        .set({ profile, customRoles })
        .where(and(eq(customerUsers.userId, user.id), eq(customerUsers.customerId, customer.id)));
      await logAction(
        tx,
        opts.actor,
        opts.roles ? "userCard.rolesSaved" : "customerCard.profileChanged",
        { userId: user.id, username: user.username, from: m.profile, to: profile, customRoles },
        { ...opts.ctx, customerNumber: customer.customerNumber },
      );
      return { success: true as const, message: "accountAdmin.customerCard.saved" };
    }),
  );
}
