import "server-only";
import type { ZodError } from "zod";
import type { Db } from "@/db";
import { contactMessages } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { enforceRateLimit, type RateRule } from "@/lib/api/rate-limit";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { customerInPlay, type Actor } from "@/lib/auth/actor";
import type { TFunction } from "@/lib/i18n/instance";
import { enqueueMessage } from "@/lib/integrations/messaging";
import type { Market } from "@/lib/market";
import { ZSignedInContact, ZSignedOutContact, type TContactRequest } from "./schemas";
import { zodFieldKeys } from "./zod-fields";

export const CONTACT_LIMITS = {
  /** signed-out messages from one address */
  perAddress: { name: "contact:ip", limit: 10, windowSeconds: 60 * 60 } satisfies RateRule,
  /** messages of one signed-in user */
  perUser: { name: "contact:user", limit: 20, windowSeconds: 60 * 60 } satisfies RateRule,
};

/** Where contact messages go (CONTACT_MAIL_SE / CONTACT_MAIL_FI; defaults for development). */
export function staffMailbox(market: Market, env: Record<string, string | undefined> = process.env): string {
  const configured = (market === "fi" ? env.CONTACT_MAIL_FI : env.CONTACT_MAIL_SE)?.trim();
  return configured || (market === "fi" ? "asiakaspalvelu@portal.test.fi" : "kundservice@portal.test");
}

/**
 * A contact message (decision 078): stored for staff's list, an e-mail to the market's staff
 * mailbox and a receipt to the sender queued in the same transaction. A signed-in sender's name,
 * e-mail and customer (the one in play) come from the session; a signed-out sender gives them.
 * Rate-limited per address (signed out) or per user.
 */
export async function sendContactMessage(
  db: Db,
  opts: { actor: Actor | null; market: Market; t: TFunction; input: TContactRequest; ctx?: ActionContext },
): Promise<{ id: number }> {
  const { actor, input, t, market } = opts;
  await (actor
    ? enforceRateLimit(db, CONTACT_LIMITS.perUser, actor.userId)
    : enforceRateLimit(db, CONTACT_LIMITS.perAddress, opts.ctx?.ip));
  const fieldsOf = (e: ZodError) => new AppError("BAD_REQUEST", "errors.BAD_REQUEST", { fields: zodFieldKeys(e) });
  let subject: string;
  let message: string;
  let sender: { name: string; email: string; customerNumber: string | null };
  if (actor) {
    const parsed = ZSignedInContact.safeParse(input);
    if (!parsed.success) throw fieldsOf(parsed.error);
    ({ subject, message } = parsed.data);
    sender = { name: actor.name, email: actor.email, customerNumber: customerInPlay(actor) };
  } else {
    const parsed = ZSignedOutContact.safeParse(input);
    if (!parsed.success) throw fieldsOf(parsed.error);
    ({ subject, message } = parsed.data);
    sender = { name: parsed.data.name, email: parsed.data.email, customerNumber: parsed.data.customerNumber };
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ market, userId: actor?.userId ?? null, ...sender, subject, message })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("insert into contact_messages returned no row");
    const values = { id: row.id, ...sender, customerNumber: sender.customerNumber ?? "–", subject, message };
    await enqueueMessage(tx, {
      channel: "email",
      kind: "contact-message",
      recipient: staffMailbox(market),
      subject: t("contact.mail.staffSubject", values),
      body: t("contact.mail.staffBody", values),
    });
    await enqueueMessage(tx, {
      channel: "email",
      kind: "contact-receipt",
      recipient: sender.email,
      subject: t("contact.mail.receiptSubject", values),
      body: t("contact.mail.receiptBody", values),
    });
    await logAction(
      tx,
      actor ?? { userId: null },
      "contact.sent",
      { contactMessageId: row.id },
      { ...opts.ctx, customerNumber: sender.customerNumber },
    );
    return { id: row.id };
  });
}
