import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { agreements, jobs, sealedAgreements, signingEvents, signingRequests } from "@/db/schema";
import { getT } from "@/lib/i18n/instance";
import { SEAL_AGREEMENT } from "@/lib/integrations/signing/local";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import type { JobHandler } from "@/lib/jobs/registry";
import { MARKETS, type Market } from "@/lib/market";
import { formatDateTime } from "@/lib/market/format";
import { PdfWriter } from "@/lib/pdf/document";
import { loadSealingCertificate } from "./certificate";
import { renderAgreementDocument } from "./render-document";
import { sha256Hex } from "@/lib/security/secret-token";
import { sealPdf } from "./seal-pdf";

export { SEAL_AGREEMENT };
export const SIGNING_SWEEP = "signing-sweep";

/** The audit page: who, when, from which address, each step, the document's SHA-256. */
async function auditPage(
  market: Market,
  r: { agreementNumber: string; receiverName: string; signedAt: Date; signedIp: string | null; sha: string },
  steps: { step: string; at: Date; ip: string | null }[],
): Promise<Uint8Array> {
  const t = getT(MARKETS[market].language);
  const pdf = await PdfWriter.create({
    title: t("signing.audit.title"),
    subject: t("signing.audit.agreement", { number: r.agreementNumber }),
    language: MARKETS[market].locale,
    footer: t("signing.audit.sealed"),
    pageLabel: t("agreements.pdf.page"),
  });
  pdf.title(t("signing.audit.title"), t("signing.audit.agreement", { number: r.agreementNumber }));
  pdf.paragraph(t("signing.audit.signer", { name: r.receiverName }));
  pdf.paragraph(t("signing.audit.when", { when: formatDateTime(r.signedAt, market) }));
  pdf.paragraph(t("signing.audit.ip", { ip: r.signedIp ?? "–" }));
  pdf.paragraph(t("signing.audit.sha", { sha: r.sha }));
  pdf.heading(t("signing.audit.steps"));
  for (const s of steps)
    pdf.paragraph(t("signing.audit.step", { at: formatDateTime(s.at, market), step: s.step, ip: s.ip ?? "" }), { size: 9 });
  pdf.paragraph(t("signing.audit.sealed"), { muted: true });
  return pdf.save();
}

/**
 * Seals a signed agreement (job `seal-agreement`, decision 032): its PDF plus the audit page,
 * signed PAdES with the portal's certificate, stored in `sealed_agreements`. Effectively once: the
 * row is inserted `ON CONFLICT DO NOTHING` in the transaction that marks the job done, and a
 * sealed agreement is skipped.
 */
export const sealAgreementHandler: JobHandler<{ agreementId: number }> = async (payload, ctx) => {
  const db = ctx.db;
  const [done] = await db
    .select({ id: sealedAgreements.agreementId })
    .from(sealedAgreements)
    .where(eq(sealedAgreements.agreementId, payload.agreementId));
  if (done) return;
  await sealAgreement(db, payload.agreementId, { markDone: ctx.markDone });
};

export async function sealAgreement(db: Db, agreementId: number, opts: { markDone?: (tx: DbOrTx) => Promise<boolean> } = {}) {
  const [req] = await db
    .select({ r: signingRequests, agreementNumber: agreements.agreementNumber })
    .from(signingRequests)
    .innerJoin(agreements, eq(agreements.id, signingRequests.agreementId))
    .where(and(eq(signingRequests.agreementId, agreementId), eq(signingRequests.status, "signed")))
    .limit(1);
  if (!req) return false;
  const market = req.r.market as Market;
  const doc = await renderAgreementDocument(db, { agreementId, market });
  const sha = sha256Hex(doc.bytes);
  const steps = await db
    .select({ step: signingEvents.step, at: signingEvents.at, ip: signingEvents.ip })
    .from(signingEvents)
    .innerJoin(signingRequests, eq(signingRequests.id, signingEvents.signingRequestId))
    .where(eq(signingRequests.agreementId, agreementId))
    .orderBy(asc(signingEvents.at), asc(signingEvents.id));
  const audit = await auditPage(
    market,
    { agreementNumber: req.agreementNumber, receiverName: req.r.receiverName, signedAt: req.r.signedAt!, signedIp: req.r.signedIp, sha },
    steps,
  );
  const t = getT(MARKETS[market].language);
  const sealed = await sealPdf(doc.bytes, audit, await loadSealingCertificate(), {
    reason: t("signing.audit.agreement", { number: req.agreementNumber }),
    signingTime: req.r.signedAt ?? undefined,
  });
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(sealedAgreements)
      .values({ agreementId, signingRequestId: req.r.id, pdf: sealed, documentSha256: sha })
      .onConflictDoNothing()
      .returning({ id: sealedAgreements.agreementId });
    if (inserted.length) await tx.insert(signingEvents).values({ signingRequestId: req.r.id, step: "sealed" });
    if (opts.markDone) await opts.markDone(tx);
  });
  return true;
}

/**
 * The sweep (job `signing-sweep`, every 10 minutes): pending links past their time become
 * expired, and signed agreements left unsealed (a job dead or lost) get their sealing job again.
 */
export const signingSweepHandler: JobHandler = async (_payload, ctx) => {
  await sweepSigning(ctx.db, ctx.now());
};

export async function sweepSigning(db: Db, now: Date = new Date()): Promise<{ expired: number; resealed: number }> {
  const expired = await db.transaction(async (tx) => {
    const rows = await tx
      .update(signingRequests)
      .set({ status: "expired", endedAt: now })
      .where(and(eq(signingRequests.status, "pending"), sql`${signingRequests.expiresAt} <= ${now.toISOString()}`))
      .returning({ id: signingRequests.id });
    if (rows.length) await tx.insert(signingEvents).values(rows.map((r) => ({ signingRequestId: r.id, step: "expired", at: now })));
    return rows.length;
  });
  const unsealed = await db
    .select({ agreementId: signingRequests.agreementId })
    .from(signingRequests)
    .leftJoin(sealedAgreements, eq(sealedAgreements.agreementId, signingRequests.agreementId))
    .leftJoin(jobs, and(eq(jobs.dedupeKey, sql`'seal:' || ${signingRequests.agreementId}`), sql`${jobs.status} in ('queued', 'running')`))
    .where(and(eq(signingRequests.status, "signed"), isNull(sealedAgreements.agreementId), isNull(jobs.id)));
  for (const u of unsealed)
    await enqueueJob(db, SEAL_AGREEMENT, { agreementId: u.agreementId }, { dedupeKey: `seal:${u.agreementId}`, replace: true });
  return { expired, resealed: unsealed.length };
}
