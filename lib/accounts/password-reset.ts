/**
 * Password reset by e-mailed link (decisions 002, 018). The link carries a random token; only its
 * SHA-256 is stored, and the outbox holds the token sealed, for the dispatcher to put into the
 * mail at send time (staff never see it). A token works once and for RESET_TOKEN_MINUTES; a newer
 * request, a reset and a password change end every other token of the user.
 *
 * The link's origin is the configured public origin of the request's market, never a request
 * header. Asking for a reset answers the same whether or not the account exists; the per-account
 * limit drops extra requests silently, the per-address limit answers 429.
 */
import "server-only";
import { newSecretToken, sha256Hex } from "@/lib/security/secret-token";
import { and, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { passwordResetTokens, users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { enforceRateLimit, hitRateLimit, type RateRule } from "@/lib/api/rate-limit";
import { hashPassword } from "@/lib/auth/password";
import { revokeOtherSessions } from "@/lib/auth/sessions";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { publicOrigin } from "@/lib/config/public-urls";
import { enqueueMessage } from "@/lib/integrations/messaging";
import { SECRET_PLACEHOLDER } from "@/lib/integrations/messaging/secret";
import type { TFunction } from "@/lib/i18n/instance";
import type { Market } from "@/lib/market";
import { requireUncommonPassword } from "./new-password";

export const RESET_TOKEN_MINUTES = 60;

export const RESET_LIMITS = {
  /** reset requests from one address (429 beyond: it says nothing about any account) */
  requestPerAddress: { name: "reset-request:ip", limit: 10, windowSeconds: 15 * 60 } satisfies RateRule,
  /** reset mails to one account (silently dropped beyond: no mail flooding, no account oracle) */
  requestPerAccount: { name: "reset-request:user", limit: 3, windowSeconds: 60 * 60 } satisfies RateRule,
  /** new-password submissions from one address */
  resetPerAddress: { name: "reset-password:ip", limit: 20, windowSeconds: 15 * 60 } satisfies RateRule,
};

/** Ends every unused reset token of the user (but `keep`): after a newer request, a reset or a change. */
export async function endResetTokens(db: DbOrTx, userId: number, keep?: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt), keep ? ne(passwordResetTokens.id, keep) : undefined),
    );
}

export async function requestPasswordReset(
  db: Db,
  opts: { username: string; market: Market; t: TFunction; ctx?: ActionContext },
): Promise<void> {
  await enforceRateLimit(db, RESET_LIMITS.requestPerAddress, opts.ctx?.ip);
  const name = opts.username.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name)), eq(users.active, true)))
    .limit(1);
  if (!user) return;
  if (!(await hitRateLimit(db, RESET_LIMITS.requestPerAccount, user.id)).allowed) {
    await logAction(db, { userId: user.id }, "account.password.resetThrottled", {}, opts.ctx);
    return;
  }
  const token = newSecretToken();
  // the stored body has a placeholder where the token goes; only the sealed secret carries it
  const link = `${publicOrigin(opts.market)}/reset-password/${SECRET_PLACEHOLDER}`;
  await db.transaction(async (tx) => {
    await endResetTokens(tx, user.id);
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    });
    await enqueueMessage(tx, {
      channel: "email",
      kind: "password-reset",
      recipient: user.email,
      subject: opts.t("account.reset.mailSubject"),
      body: opts.t("account.reset.mailBody", { name: user.firstName, link, minutes: RESET_TOKEN_MINUTES }),
      secret: token,
    });
    await logAction(tx, { userId: user.id }, "account.password.resetRequested", {}, opts.ctx);
  });
}

const usable = (hash: string) =>
  and(eq(passwordResetTokens.tokenHash, hash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date()));

/** True when the token can still be used (for showing the form or an expired-link message). */
export async function isResetTokenUsable(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable(sha256Hex(token)));
  return Boolean(row);
}

/**
 * Sets the new password, uses up the token (and every other token of the user) and ends every
 * session of the user. The token is looked up before the expensive hashing, and claimed again
 * with a conditional update, so it stays single-use under races.
 */
export async function resetPassword(db: Db, opts: { token: string; newPassword: string; ctx?: ActionContext }): Promise<void> {
  await enforceRateLimit(db, RESET_LIMITS.resetPerAddress, opts.ctx?.ip);
  const hash = sha256Hex(opts.token);
  const [found] = await db
    .select({ id: passwordResetTokens.id, username: users.username, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(usable(hash));
  if (!found) throw new AppError("BAD_REQUEST", "account.reset.invalidLink");
  requireUncommonPassword(opts.newPassword, found);
  const newHash = await hashPassword(opts.newPassword);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, found.id), usable(hash)))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new AppError("BAD_REQUEST", "account.reset.invalidLink");
    await tx.update(users).set({ passwordHash: newHash, passwordChangedAt: new Date() }).where(eq(users.id, claimed.userId));
    await endResetTokens(tx, claimed.userId);
    await revokeOtherSessions(tx, claimed.userId);
    await logAction(tx, { userId: claimed.userId }, "account.password.reset", {}, opts.ctx);
  });
}
