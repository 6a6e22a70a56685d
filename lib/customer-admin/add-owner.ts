import "server-only";
import type { Db } from "@/db";
import { customerUsers } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { inviteUser } from "@/lib/accounts/invite-user";
import type { TFunction } from "@/lib/i18n/instance";
import type { Market } from "@/lib/market";
import { findUserByName, requireCustomerManager } from "./manage-access";
import { profileOfId } from "./permissions";

const digits = (s: string | null) => (s ?? "").replace(/\D/g, "");

/**
 * POST /api/customer-card/add-owner (spec 2 §7; issue 12 item 6): an owner (or staff acting for
 * the customer) connects a user by e-mail, as owner unless another profile is asked. The
 * organisation number must be the customer's (the owner proves which company they add to). An
 * e-mail without an account gets one and an invitation mail (lib/accounts/invite-user.ts); an
 * internal account is never connected; a user already connected is a 409.
 */
export async function addOwner(
  db: Db,
  opts: {
    actor: Actor;
    username: string;
    customerNumber: string;
    organizationNumber: string;
    profileId?: number;
    market: Market;
    t: TFunction;
    ctx?: ActionContext;
  },
) {
  const profile = profileOfId(opts.profileId ?? 1) ?? "owner";
  return db.transaction(async (tx) => {
    const customer = await requireCustomerManager(tx, { actor: opts.actor, customerNumber: opts.customerNumber, lock: true });
    if (!customer.organisationNumber || digits(customer.organisationNumber) !== digits(opts.organizationNumber)) {
      throw new AppError("BAD_REQUEST", "accountAdmin.errors.orgMismatch", {
        fields: { organizationnumber: ["accountAdmin.errors.orgMismatch"] },
      });
    }
    let user = await findUserByName(tx, opts.username);
    let invited = false;
    if (!user) {
      await inviteUser(tx, { email: opts.username, market: customer.market as Market, t: opts.t, invitedBy: customer.name });
      user = await findUserByName(tx, opts.username);
      invited = true;
    }
    if (!user) throw new Error("the invited user was not found");
    if (user.isInternal) throw new AppError("CONFLICT", "accountAdmin.errors.internalUser");
    const inserted = await tx
      .insert(customerUsers)
      .values({ userId: user.id, customerId: customer.id, profile })
      .onConflictDoNothing()
      .returning({ userId: customerUsers.userId });
    if (!inserted.length) throw new AppError("CONFLICT", "accountAdmin.errors.alreadyConnected");
    await logAction(
      tx,
      opts.actor,
      "customerCard.userAdded",
      { userId: user.id, username: user.username, profile, invited },
      { ...opts.ctx, customerNumber: customer.customerNumber },
    );
    return { success: true as const, invited, message: invited ? "accountAdmin.customerCard.invited" : "accountAdmin.customerCard.added" };
  });
}
