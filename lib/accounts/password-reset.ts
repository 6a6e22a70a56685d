/**
 * Password reset by e-mailed link. The link carries a random token; only its SHA-256 is stored.
 * A token works once and for RESET_TOKEN_MINUTES. Asking for a reset answers the same whether
 * or not the account exists, so it does not reveal accounts.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { passwordResetTokens, users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password";
import { revokeOtherSessions } from "@/lib/auth/sessions";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { enqueueMessage } from "@/lib/integrations/messaging";
import type { TFunction } from "@/lib/i18n/instance";

export const RESET_TOKEN_MINUTES = 60;

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export async function requestPasswordReset(
  db: Db,
  opts: { username: string; origin: string; t: TFunction; ctx?: ActionContext },
): Promise<void> {
  const name = opts.username.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name)), eq(users.active, true)))
    .limit(1);
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  const link = `${opts.origin}/reset-password/${token}`;
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    });
    await enqueueMessage(tx, {
      channel: "email",
      kind: "password-reset",
      recipient: user.email,
      subject: opts.t("account.reset.mailSubject"),
      body: opts.t("account.reset.mailBody", { name: user.firstName, link, minutes: RESET_TOKEN_MINUTES }),
    });
    await logAction(tx, { userId: user.id }, "account.password.resetRequested", {}, opts.ctx);
  });
}

/** True when the token can still be used (for showing the form or an expired-link message). */
export async function isResetTokenUsable(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, sha256(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())));
  return Boolean(row);
}

/** Sets the new password, uses up the token and ends every session of the user. */
export async function resetPassword(db: Db, opts: { token: string; newPassword: string; ctx?: ActionContext }): Promise<void> {
  const newHash = await hashPassword(opts.newPassword);
  await db.transaction(async (tx) => {
    // Claiming the token with a conditional update makes it single-use even under races.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.tokenHash, sha256(opts.token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new AppError("BAD_REQUEST", "account.reset.invalidLink");
    await tx.update(users).set({ passwordHash: newHash, passwordChangedAt: new Date() }).where(eq(users.id, claimed.userId));
    await revokeOtherSessions(tx, claimed.userId);
    await logAction(tx, { userId: claimed.userId }, "account.password.reset", {}, opts.ctx);
  });
}
