import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { agreements, customers } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import type { TFunction } from "@/lib/i18n/instance";
import { getSigningProvider, type SigningReceiver } from "@/lib/integrations/signing";
import type { Market } from "@/lib/market";
import { isFinnishMobile, isSwedishMobile, normalizePersonNumber } from "@/lib/validation";
import { checkReceiverStep, hasErrors } from "./agreement-rules";
import { receiverRows } from "./list-receivers";
import { formError } from "./save-agreement";
import type { TSendForSigningRequest } from "./schemas";

/**
 * POST /api/agreement/send-for-digital-signing (spec 2 §4, §7): staff send an open agreement of
 * the customer they act for to a receiver — one of the customer's signing users (ReceiverId) or a
 * receiver typed in (name, e-mail and personal number required, mobile optional but valid). A new
 * link replaces (voids) the previous one: this is also "resend". The link is made here and goes
 * only to the receiver (the SigningUrl parameter is ignored). Another customer's agreement → 403.
 */
export async function sendForSigning(
  db: Db,
  opts: { actor: Actor; market: Market; origin: string; t: TFunction; input: TSendForSigningRequest; ctx?: ActionContext },
): Promise<{ Message: "OK"; AgreementNumber: string }> {
  const { actor, input, market } = opts;
  const acting = actor.actingCustomerNumber;
  if (!actor.roles.internal || !acting) throw new AppError("FORBIDDEN");
  const [a] = await db
    .select({ id: agreements.id, status: agreements.status, customerNumber: customers.customerNumber })
    .from(agreements)
    .innerJoin(customers, eq(customers.id, agreements.customerId))
    .where(eq(agreements.agreementNumber, input.AgreementNumber))
    .limit(1);
  if (!a || a.customerNumber !== acting) throw new AppError("FORBIDDEN");
  if (a.status !== "open") throw new AppError("CONFLICT", "signing.errors.notPending");

  let receiver: SigningReceiver;
  if (input.ReceiverId) {
    const r = (await receiverRows(db, acting)).find((x) => String(x.id) === input.ReceiverId);
    if (!r?.personNumber) throw new AppError("FORBIDDEN");
    receiver = { name: r.name, email: r.email, mobile: r.mobile, personalNumber: r.personNumber };
  } else {
    const isMobile = (v: string) => (market === "fi" ? isFinnishMobile(v) : isSwedishMobile(v));
    const errors = checkReceiverStep(input, { isMobile });
    if (hasErrors(errors)) throw formError(opts.t, errors);
    receiver = {
      name: input.ReceiverName,
      email: input.ReceiverEmail,
      mobile: input.ReceiverMobilePhoneNumber || null,
      personalNumber: normalizePersonNumber(input.ReceiverPersonalNumber),
    };
  }
  await db.transaction(async (tx) => {
    // lock the agreement: two sends at once leave one pending link
    await tx
      .select({ id: agreements.id })
      .from(agreements)
      .where(and(eq(agreements.id, a.id), eq(agreements.status, "open")))
      .for("update");
    await getSigningProvider().send(tx, {
      agreementId: a.id,
      agreementNumber: input.AgreementNumber,
      market,
      receiver,
      origin: opts.origin,
      createdByUserId: actor.userId,
      ip: opts.ctx?.ip ?? undefined,
      deliver: true,
      note: input.Message || undefined,
    });
    await logAction(
      tx,
      actor,
      "trading.agreement.sentForSigning",
      { agreementNumber: input.AgreementNumber, receiver: receiver.name },
      { ...opts.ctx, customerNumber: acting },
    );
  });
  return { Message: "OK", AgreementNumber: input.AgreementNumber };
}
