import "server-only";
import { randomBytes } from "node:crypto";
import type { DbOrTx } from "@/db";
import { passwordResetTokens, users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { publicOrigin } from "@/lib/config/public-urls";
import { enqueueMessage } from "@/lib/integrations/messaging";
import { SECRET_PLACEHOLDER } from "@/lib/integrations/messaging/secret";
import type { TFunction } from "@/lib/i18n/instance";
import type { Market } from "@/lib/market";
import { newSecretToken, sha256Hex } from "@/lib/security/secret-token";

/** An invitation link works this long (the user sets the first password through it). */
export const INVITATION_DAYS = 7;

/**
 * Creates an account for an e-mail address nobody uses yet (an owner adding a user, staff adding
 * an elected representative; decision 046). The account has no usable password: the invitation
 * mail carries a one-time link to /reset-password/<token> (the reset flow of decision 018, the
 * token stored only as its hash and sealed in the outbox) where the user sets it. Runs inside the
 * caller's transaction, so the account, the link and the mail exist together or not at all.
 */
export async function inviteUser(
  tx: DbOrTx,
  opts: {
    email: string;
    firstName?: string;
    lastName?: string;
    mobile?: string | null;
    phone?: string | null;
    market: Market;
    t: TFunction;
    invitedBy: string;
    /** another mail than the invitation (e.g. an activated customer's welcome); `link` and `days` are added to its values */
    mail?: { kind: string; subjectKey: string; bodyKey: string; values?: Record<string, unknown> };
  },
): Promise<{ userId: number }> {
  const email = opts.email.trim().toLowerCase();
  const [user] = await tx
    .insert(users)
    .values({
      username: email,
      email,
      firstName: opts.firstName ?? "",
      lastName: opts.lastName ?? "",
      mobile: opts.mobile ?? null,
      phone: opts.phone ?? null,
      market: opts.market,
      // nobody knows this password: the first one is set through the invitation link
      passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
    })
    .returning({ id: users.id });
  if (!user) throw new Error("insert into users returned no row");
  const token = newSecretToken();
  await tx.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  });
  await enqueueMessage(tx, {
    channel: "email",
    kind: opts.mail?.kind ?? "account-invitation",
    recipient: email,
    subject: opts.t(opts.mail?.subjectKey ?? "accountAdmin.invitation.mailSubject"),
    body: opts.t(opts.mail?.bodyKey ?? "accountAdmin.invitation.mailBody", {
      ...opts.mail?.values,
      invitedBy: opts.invitedBy,
      link: `${publicOrigin(opts.market)}/reset-password/${SECRET_PLACEHOLDER}`,
      days: INVITATION_DAYS,
    }),
    secret: token,
  });
  return { userId: user.id };
}
