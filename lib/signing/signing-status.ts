import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { agreements, customers, sealedAgreements, signingRequests } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireCustomerAccess } from "@/lib/auth/access";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { getSigningProvider } from "@/lib/integrations/signing";
import { pdfResponse } from "@/lib/pdf/document";
import type { TSigningStatusReply } from "./schemas";

/** The agreement of a number, 403 for another customer's or an unknown one (no probing). */
async function agreementFor(db: Db, actor: Actor, agreementNumber: string) {
  const [a] = await db
    .select({ id: agreements.id, status: agreements.status, customerNumber: customers.customerNumber })
    .from(agreements)
    .innerJoin(customers, eq(customers.id, agreements.customerId))
    .where(eq(agreements.agreementNumber, agreementNumber))
    .limit(1);
  if (!a) throw new AppError("FORBIDDEN");
  await requireCustomerAccess(db, actor, a.customerNumber);
  return a;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Staff's view of an agreement's signing links: sent, opened, signed, expired, cancelled (never a token). */
export async function getSigningStatus(db: Db, opts: { actor: Actor; agreementNumber: string }): Promise<TSigningStatusReply> {
  const a = await agreementFor(db, opts.actor, opts.agreementNumber);
  const rows = await db
    .select()
    .from(signingRequests)
    .where(eq(signingRequests.agreementId, a.id))
    .orderBy(desc(signingRequests.createdAt));
  const [sealed] = await db
    .select({ id: sealedAgreements.agreementId })
    .from(sealedAgreements)
    .where(eq(sealedAgreements.agreementId, a.id));
  return {
    AgreementNumber: opts.agreementNumber,
    AgreementStatus: a.status,
    Sealed: Boolean(sealed),
    Requests: rows.map((r) => ({
      Status: r.status,
      State: r.status === "pending" ? (r.openedAt ? "opened" : "sent") : r.status,
      ReceiverName: r.receiverName,
      SentAt: r.createdAt.toISOString(),
      OpenedAt: iso(r.openedAt),
      SignedAt: iso(r.signedAt),
      ExpiresAt: r.expiresAt.toISOString(),
      EndedAt: iso(r.endedAt),
      ReminderSentAt: iso(r.reminderSentAt),
    })),
  };
}

/** Staff end an agreement's pending link (the agreement stays open; a new send makes a new link). */
export async function cancelSigning(db: Db, opts: { actor: Actor; agreementNumber: string; ctx?: ActionContext }) {
  const a = await agreementFor(db, opts.actor, opts.agreementNumber);
  return db.transaction(async (tx) => {
    const cancelled = await getSigningProvider().cancel(tx, {
      agreementId: a.id,
      userId: opts.actor.userId,
      ip: opts.ctx?.ip ?? undefined,
    });
    if (cancelled)
      await logAction(
        tx,
        opts.actor,
        "signing.cancelled",
        { agreementNumber: opts.agreementNumber },
        { ...opts.ctx, customerNumber: a.customerNumber },
      );
    return { Cancelled: cancelled };
  });
}

/** The sealed PDF of a signed agreement for the customer (404 until sealed). */
export async function sealedPdf(db: Db, opts: { actor: Actor; agreementNumber: string }): Promise<Response> {
  const a = await agreementFor(db, opts.actor, opts.agreementNumber);
  const [s] = await db.select({ pdf: sealedAgreements.pdf }).from(sealedAgreements).where(eq(sealedAgreements.agreementId, a.id));
  if (!s) throw new AppError("NOT_FOUND");
  return pdfResponse(new Uint8Array(s.pdf), `avtal-${opts.agreementNumber}-signerat.pdf`);
}
