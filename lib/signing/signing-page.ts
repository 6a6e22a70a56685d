import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { agreements, sealedAgreements } from "@/db/schema";
import { enforceRateLimit, type RateRule } from "@/lib/api/rate-limit";
import { getSigningProvider } from "@/lib/integrations/signing";
import { pdfResponse } from "@/lib/pdf/document";
import { renderAgreementDocument } from "./render-document";
import type { TSigningStateReply } from "./schemas";

/** Identity tries from one address (over all links): a flood guard beside each link's own limit. */
export const SIGNING_PER_ADDRESS: RateRule = { name: "signing:ip", limit: 120, windowSeconds: 300 };

/** The public signing page's state behind a link (records the first opening). */
export async function openSigning(db: Db, opts: { token: string; ip?: string }): Promise<TSigningStateReply> {
  const s = await getSigningProvider().open(db, opts);
  return {
    AgreementNumber: s.agreementNumber,
    Status: s.status,
    ReceiverName: s.receiverName,
    CodeChannel: s.codeChannel,
    ExpiresAt: s.expiresAt.toISOString(),
    SignedAt: s.signedAt?.toISOString() ?? null,
  };
}

export async function requestSigningCode(db: Db, opts: { token: string; last4: string; ip?: string }) {
  await enforceRateLimit(db, SIGNING_PER_ADDRESS, opts.ip ?? "unknown", { message: "signing.errors.tooManyAttempts" });
  await getSigningProvider().requestCode(db, opts);
  const s = await getSigningProvider().open(db, { token: opts.token });
  return { Sent: true as const, CodeChannel: s.codeChannel };
}

export async function completeSigning(db: Db, opts: { token: string; last4: string; code: string; ip?: string }) {
  await enforceRateLimit(db, SIGNING_PER_ADDRESS, opts.ip ?? "unknown", { message: "signing.errors.tooManyAttempts" });
  const provider = getSigningProvider();
  await provider.complete(db, opts);
  const s = await provider.open(db, { token: opts.token });
  return { Status: "signed" as const, AgreementNumber: s.agreementNumber };
}

/** The document behind a link: the agreement's PDF while it waits, the sealed PDF once sealed. */
export async function signingDocument(db: Db, opts: { token: string; ip?: string }): Promise<Response> {
  const s = await getSigningProvider().open(db, opts);
  const [sealed] = await db
    .select({ pdf: sealedAgreements.pdf })
    .from(sealedAgreements)
    .where(eq(sealedAgreements.agreementId, s.agreementId));
  if (sealed) return pdfResponse(new Uint8Array(sealed.pdf), `avtal-${s.agreementNumber}-signerat.pdf`);
  const doc = await renderAgreementDocument(db, { agreementId: s.agreementId, market: s.market });
  return pdfResponse(doc.bytes, doc.filename);
}

export const agreementIdOf = async (db: Db, agreementNumber: string) =>
  (await db.select({ id: agreements.id }).from(agreements).where(eq(agreements.agreementNumber, agreementNumber)))[0]?.id ?? null;
