import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { agreements, customers, sealedAgreements, signingRequests } from "@/db/schema";
import type { SigningRequest } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { requireCustomerAccess } from "@/lib/auth/access";
import type { TSigningListReply, TSigningListRow } from "./schemas";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What staff see of a link: pending is sent or opened, or expired once its time is past (before the sweep marks it). */
export function signingState(r: Pick<SigningRequest, "status" | "openedAt" | "expiresAt">, now: Date): TSigningListRow["State"] {
  if (r.status !== "pending") return r.status;
  if (r.expiresAt <= now) return "expired";
  return r.openedAt ? "opened" : "sent";
}

/**
 * Staff's signing page (GET /api/signing/list): the customer's agreements that were sent for
 * signing, newest first, each with its newest link's state (sent, opened, signed, expired,
 * cancelled), who it went to and when; never a token or a contact detail. The customer must be the
 * one staff act for (route `customer:` and here).
 */
export async function listSigningStates(db: Db, opts: { actor: Actor; customerNumber: string; now?: Date }): Promise<TSigningListReply> {
  await requireCustomerAccess(db, opts.actor, opts.customerNumber);
  const now = opts.now ?? new Date();
  const rows = await db
    .select({
      id: agreements.id,
      agreementNumber: agreements.agreementNumber,
      agreementType: agreements.agreementType,
      agreementStatus: agreements.status,
    })
    .from(agreements)
    .innerJoin(customers, eq(customers.id, agreements.customerId))
    .where(
      and(
        eq(customers.customerNumber, opts.customerNumber),
        sql`exists (select 1 from ${signingRequests} where ${signingRequests.agreementId} = ${agreements.id})`,
      ),
    );
  if (!rows.length) return { CustomerNumber: opts.customerNumber, Agreements: [] };
  const ids = rows.map((r) => r.id);
  const [requests, sealed] = await Promise.all([
    db
      .select()
      .from(signingRequests)
      .where(inArray(signingRequests.agreementId, ids))
      .orderBy(desc(signingRequests.createdAt), desc(signingRequests.id)),
    db.select({ id: sealedAgreements.agreementId }).from(sealedAgreements).where(inArray(sealedAgreements.agreementId, ids)),
  ]);
  const sealedIds = new Set(sealed.map((s) => s.id));
  const list = rows.flatMap((a) => {
    const mine = requests.filter((r) => r.agreementId === a.id);
    const newest = mine[0];
    if (!newest) return [];
    const waiting = a.agreementStatus === "open";
    const state = signingState(newest, now);
    const row: TSigningListRow = {
      AgreementNumber: a.agreementNumber,
      AgreementType: a.agreementType,
      AgreementStatus: a.agreementStatus,
      State: state,
      ReceiverName: newest.receiverName,
      SentAt: newest.createdAt.toISOString(),
      OpenedAt: iso(newest.openedAt),
      SignedAt: iso(newest.signedAt),
      ExpiresAt: newest.expiresAt.toISOString(),
      EndedAt: iso(newest.endedAt),
      ReminderSentAt: iso(newest.reminderSentAt),
      Sends: mine.length,
      Sealed: sealedIds.has(a.id),
      CanResend: waiting && state !== "signed",
      CanCancel: waiting && (state === "sent" || state === "opened"),
    };
    return [row];
  });
  list.sort((x, y) => y.SentAt.localeCompare(x.SentAt));
  return { CustomerNumber: opts.customerNumber, Agreements: list };
}
