import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { clearLoginFailures, loginWaitSeconds, recordLoginFailure } from "@/lib/auth/login-throttle";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { revokeOtherSessions } from "@/lib/auth/sessions";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { TChangePasswordRequest } from "@/lib/validation/password";
import { requireUncommonPassword } from "./new-password";
import { endResetTokens } from "./password-reset";

/**
 * Changes the actor's password and ends all their other sessions and reset links. The check of
 * the current password is throttled like sign-in (the same per-account and per-address failure
 * counters, lib/auth/login-throttle.ts): while the account must wait, 429 with the seconds, and
 * the password is not checked at all. Wrong and throttled attempts are in the action log.
 */
export async function changePassword(
  db: Db,
  opts: { actor: Actor; input: TChangePasswordRequest; ctx?: ActionContext },
): Promise<{ endedSessions: number }> {
  const { actor, input } = opts;
  const ip = opts.ctx?.ip ?? "unknown";
  const [user] = await db
    .select({ hash: users.passwordHash, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!user) throw new AppError("UNAUTHORIZED");
  const wait = await loginWaitSeconds(db, user.username, ip);
  if (wait > 0) {
    await logAction(db, actor, "account.password.changeThrottled", { seconds: wait }, opts.ctx);
    throw new AppError("RATE_LIMITED", "account.password.tooManyAttempts", { values: { seconds: wait } });
  }
  if (!(await verifyPassword(user.hash, input.currentPassword))) {
    await recordLoginFailure(db, user.username, ip);
    await logAction(db, actor, "account.password.wrongCurrent", {}, opts.ctx);
    throw new AppError("BAD_REQUEST", "account.password.wrongCurrent", { fields: { currentPassword: ["account.password.wrongCurrent"] } });
  }
  requireUncommonPassword(input.newPassword, user);
  const newHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: newHash, passwordChangedAt: new Date() }).where(eq(users.id, actor.userId));
    await clearLoginFailures(tx, user.username);
    await endResetTokens(tx, actor.userId);
    const endedSessions = await revokeOtherSessions(tx, actor.userId, actor.sessionId);
    await logAction(tx, actor, "account.password.changed", { endedSessions }, opts.ctx);
    return { endedSessions };
  });
}
