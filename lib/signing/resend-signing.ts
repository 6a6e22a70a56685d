import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { agreements, customers, signingRequests } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireCustomerAccess } from "@/lib/auth/access";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { getSigningProvider } from "@/lib/integrations/signing";
import type { Market } from "@/lib/market";

/**
 * Staff resend (POST /api/signing/resend): a new link to the receiver of the agreement's newest
 * link (same name, e-mail, mobile and last four digits: the full personal number is not stored),
 * delivered by e-mail/SMS; the pending link is voided in the same transaction under the
 * agreement's row lock. Only an open agreement (not signed); another customer's → 403.
 */
export async function resendSigning(
  db: Db,
  opts: { actor: Actor; origin: string; agreementNumber: string; ctx?: ActionContext },
): Promise<{ Message: "OK"; AgreementNumber: string; ReceiverName: string }> {
  const { actor } = opts;
  const [a] = await db
    .select({ id: agreements.id, customerNumber: customers.customerNumber })
    .from(agreements)
    .innerJoin(customers, eq(customers.id, agreements.customerId))
    .where(eq(agreements.agreementNumber, opts.agreementNumber))
    .limit(1);
  if (!a) throw new AppError("FORBIDDEN");
  await requireCustomerAccess(db, actor, a.customerNumber);
  return db.transaction(async (tx) => {
    // the agreement's row lock: a resend racing a signature or another resend takes its turn
    const [locked] = await tx.select({ status: agreements.status }).from(agreements).where(eq(agreements.id, a.id)).for("update");
    if (locked?.status !== "open") throw new AppError("CONFLICT", "signing.errors.notPending");
    const [last] = await tx
      .select()
      .from(signingRequests)
      .where(eq(signingRequests.agreementId, a.id))
      .orderBy(desc(signingRequests.createdAt), desc(signingRequests.id))
      .limit(1);
    if (!last) throw new AppError("CONFLICT", "signingStaff.errors.neverSent");
    await getSigningProvider().send(tx, {
      agreementId: a.id,
      agreementNumber: opts.agreementNumber,
      market: last.market as Market,
      receiver: {
        name: last.receiverName,
        email: last.receiverEmail,
        mobile: last.receiverMobile,
        personalNumber: last.personalNumberLast4,
      },
      origin: opts.origin,
      createdByUserId: actor.userId,
      ip: opts.ctx?.ip ?? undefined,
      deliver: true,
    });
    await logAction(
      tx,
      actor,
      "signing.resent",
      { agreementNumber: opts.agreementNumber, receiver: last.receiverName },
      { ...opts.ctx, customerNumber: a.customerNumber },
    );
    return { Message: "OK" as const, AgreementNumber: opts.agreementNumber, ReceiverName: last.receiverName };
  });
}
