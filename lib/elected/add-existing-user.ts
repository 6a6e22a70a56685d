import "server-only";
import type { Db } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { Market } from "@/lib/market";
import { electedUserByEmail, requireDistricts, setElected } from "./elected-queries";

/**
 * POST /api/manage-elected/add-existing-user (email, districts): the existing user becomes an
 * elected representative holding exactly these districts of the market (404 when the e-mail has
 * no account). Staff only (route).
 */
export async function addExistingUser(
  db: Db,
  opts: { actor: Actor; email: string; districts: number[]; market: Market; ctx?: ActionContext },
) {
  return db.transaction(async (tx) => {
    const found = await electedUserByEmail(tx, opts.email);
    const ids = await requireDistricts(tx, opts.market, opts.districts);
    await setElected(tx, { userId: found.UserId, districtIds: ids, addedBy: opts.actor.userId });
    await logAction(tx, opts.actor, "elected.added", { userId: found.UserId, districts: ids }, opts.ctx);
    const { isInternal: _internal, ...user } = await electedUserByEmail(tx, opts.email);
    return { success: true as const, user };
  });
}
