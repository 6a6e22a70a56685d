import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { electedRepresentatives } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { findUserByName } from "@/lib/customer-admin/manage-access";

/** POST /api/manage-elected/delete-elected (userName): the user is no longer elected (districts go with it); 404 when not elected. Staff only. */
export async function deleteElected(db: Db, opts: { actor: Actor; userName: string; ctx?: ActionContext }) {
  return db.transaction(async (tx) => {
    const user = await findUserByName(tx, opts.userName);
    const deleted = user
      ? await tx
          .delete(electedRepresentatives)
          .where(eq(electedRepresentatives.userId, user.id))
          .returning({ userId: electedRepresentatives.userId })
      : [];
    if (!user || !deleted.length) throw new AppError("NOT_FOUND", "accountAdmin.elected.errors.userNotFound");
    await logAction(tx, opts.actor, "elected.deleted", { userId: user.id }, opts.ctx);
    return { success: true as const };
  });
}
