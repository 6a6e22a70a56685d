import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { revokeOtherSessions } from "@/lib/auth/sessions";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { TChangePasswordRequest } from "@/lib/validation/password";

/** Changes the actor's password and ends all their other sessions. */
export async function changePassword(
  db: Db,
  opts: { actor: Actor; input: TChangePasswordRequest; ctx?: ActionContext },
): Promise<{ endedSessions: number }> {
  const { actor, input } = opts;
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, actor.userId));
  if (!user || !(await verifyPassword(user.hash, input.currentPassword))) {
    throw new AppError("BAD_REQUEST", "account.password.wrongCurrent", { fields: { currentPassword: ["account.password.wrongCurrent"] } });
  }
  const newHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: newHash, passwordChangedAt: new Date() }).where(eq(users.id, actor.userId));
    const endedSessions = await revokeOtherSessions(tx, actor.userId, actor.sessionId);
    await logAction(tx, actor, "account.password.changed", { endedSessions }, opts.ctx);
    return { endedSessions };
  });
}
