import "server-only";
import type { Db } from "@/db";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { inviteUser } from "@/lib/accounts/invite-user";
import { findUserByName } from "@/lib/customer-admin/manage-access";
import type { TFunction } from "@/lib/i18n/instance";
import type { Market } from "@/lib/market";
import { electedUserByEmail, requireDistricts, setElected } from "./elected-queries";

/**
 * POST /api/manage-elected/add-new-user: a new account (invited by e-mail to set its password,
 * lib/accounts/invite-user.ts) that is an elected representative with these districts. An e-mail
 * that already has an account is a 409 (use add-existing-user). Staff only (route).
 */
export async function addNewUser(
  db: Db,
  opts: {
    actor: Actor;
    input: { email: string; firstName: string; lastName: string; mobile: string; phone?: string; districts: number[] };
    market: Market;
    t: TFunction;
    ctx?: ActionContext;
  },
) {
  const { input } = opts;
  return db.transaction(async (tx) => {
    if (await findUserByName(tx, input.email)) throw new AppError("CONFLICT", "accountAdmin.elected.errors.userExists");
    const ids = await requireDistricts(tx, opts.market, input.districts);
    const { userId } = await inviteUser(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      mobile: input.mobile,
      phone: input.phone ?? null,
      market: opts.market,
      t: opts.t,
      invitedBy: opts.actor.name,
    });
    await setElected(tx, { userId, districtIds: ids, addedBy: opts.actor.userId });
    await logAction(tx, opts.actor, "elected.created", { userId, districts: ids }, opts.ctx);
    const { isInternal: _internal, ...user } = await electedUserByEmail(tx, input.email);
    return { success: true as const, user };
  });
}
