import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { agreements, signingEvents, signingRequests } from "@/db/schema";
import { getT } from "@/lib/i18n/instance";
import { wantsMessage } from "@/lib/customer-admin/wants-message";
import { enqueueMessage } from "@/lib/integrations/messaging";
import { SIGNING_REMINDER } from "@/lib/integrations/signing/local";
import type { JobHandler } from "@/lib/jobs/registry";
import { MARKETS, type Market } from "@/lib/market";
import { formatDateTime } from "@/lib/market/format";

export { SIGNING_REMINDER };

/**
 * One reminder before an unsigned link ends (job `signing-reminder`, queued with the link). The
 * link itself is not in it — only its hash is kept — so it points to the first message (or a
 * resend), unless the receiver switched signing reminders off (wantsMessage). Once: `reminder_sent_at` is set `WHERE … IS NULL` in the transaction that queues the
 * message and marks the job done; a signed, ended or replaced link gets none.
 */
export const signingReminderHandler: JobHandler<{ signingRequestId: number }> = async (payload, ctx) => {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [r] = await tx
      .update(signingRequests)
      .set({ reminderSentAt: now })
      .where(
        and(
          eq(signingRequests.id, payload.signingRequestId),
          eq(signingRequests.status, "pending"),
          isNull(signingRequests.reminderSentAt),
          gt(signingRequests.expiresAt, now),
        ),
      )
      .returning();
    if (r) {
      const [a] = await tx
        .select({ number: agreements.agreementNumber, customerId: agreements.customerId })
        .from(agreements)
        .where(eq(agreements.id, r.agreementId));
      const market = r.market as Market;
      const t = getT(MARKETS[market].language);
      const values = { number: a?.number ?? "", name: r.receiverName, expires: formatDateTime(r.expiresAt, market) };
      // the receiver's message settings for the agreement's customer (decision 079)
      const mode = r.receiverEmail ? "email" : "sms";
      const to = r.receiverEmail ? { email: r.receiverEmail } : { mobile: r.receiverMobile ?? "" };
      const wanted = await wantsMessage(tx, { to, customerId: a?.customerId ?? null, kind: "signingReminder", mode });
      if (wanted) {
        await enqueueMessage(tx, {
          channel: r.receiverEmail ? "email" : "sms",
          kind: "signing-reminder",
          recipient: r.receiverEmail ?? r.receiverMobile!,
          subject: r.receiverEmail ? t("trading.mail.reminderSubject", values) : undefined,
          body: String(t("trading.mail.reminderBody", values)),
          dedupeKey: `signing-reminder:${r.id}`,
        });
        await tx.insert(signingEvents).values({ signingRequestId: r.id, step: "reminded", at: now });
      }
    }
    await ctx.markDone(tx);
  });
};
