/**
 * The portal's own signing (decision 031): random link tokens stored only as SHA-256, single use,
 * expiring, one pending link per agreement (a resend voids the old one); identity by the last
 * four digits of the personal number plus a one-time code sent through the outbox; the signature
 * is one guarded transition (`UPDATE … WHERE status = 'pending' RETURNING`), which also queues the
 * sealing job and the confirmation once.
 */
import "server-only";
import { randomInt, timingSafeEqual } from "node:crypto";
import { newSecretToken, sha256Hex } from "@/lib/security/secret-token";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { agreements, signingEvents, signingRequests } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { logAction } from "@/lib/audit/log-action";
import { getT } from "@/lib/i18n/instance";
import { enqueueMessage } from "@/lib/integrations/messaging";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { MARKETS, type Market } from "@/lib/market";
import { formatDateTime } from "@/lib/market/format";
import type { CompleteResult, SendSigningInput, SigningProvider, SigningState } from "./index";

export const SEAL_AGREEMENT = "seal-agreement";
export const SIGNING_REMINDER = "signing-reminder";
/** The one-time code: six digits, valid 10 minutes; 10 failed tries lock the link; 5 codes an hour. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_FAILURES = 10;
export const MAX_CODES_PER_HOUR = 5;

/** A signing link's token as stored (only its hash). */
export const hashToken = (token: string) => sha256Hex(token);
const hashCode = (requestId: number, code: string) => sha256Hex(`${requestId}:${code}`);

/** Days a link lives: SIGNING_LINK_DAYS (default 14). */
export function signingLinkDays(): number {
  const n = Number(process.env.SIGNING_LINK_DAYS ?? 14);
  return Number.isFinite(n) && n > 0 ? n : 14;
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}
const maskMobile = (m: string) => `${m.slice(0, 3)} *** ${m.slice(-2)}`;

async function event(db: DbOrTx, signingRequestId: number, step: string, opts: { ip?: string; userId?: number | null; at?: Date } = {}) {
  await db
    .insert(signingEvents)
    .values({ signingRequestId, step, ip: opts.ip ?? null, userId: opts.userId ?? null, at: opts.at ?? new Date() });
}

const invalidLink = () => new AppError("NOT_FOUND", "signing.errors.invalidLink");

type Row = typeof signingRequests.$inferSelect & { agreementNumber: string };

async function findByToken(db: DbOrTx, token: string): Promise<Row> {
  if (!/^[A-Za-z0-9_-]{32,64}$/.test(token)) throw invalidLink();
  const [row] = await db
    .select({ r: signingRequests, agreementNumber: agreements.agreementNumber })
    .from(signingRequests)
    .innerJoin(agreements, eq(agreements.id, signingRequests.agreementId))
    .where(eq(signingRequests.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw invalidLink();
  return { ...row.r, agreementNumber: row.agreementNumber };
}

/** A pending link past its time becomes expired (guarded); ended links answer 404. */
async function requireLive(db: Db, row: Row, now: Date, opts: { allowSigned?: boolean } = {}): Promise<Row> {
  if (row.status === "signed" && opts.allowSigned) return row;
  if (row.status === "signed") throw new AppError("CONFLICT", "signing.errors.alreadySigned");
  if (row.status !== "pending") throw invalidLink();
  if (row.expiresAt <= now) {
    await db.transaction(async (tx) => {
      const ended = await tx
        .update(signingRequests)
        .set({ status: "expired", endedAt: now })
        .where(and(eq(signingRequests.id, row.id), eq(signingRequests.status, "pending")))
        .returning({ id: signingRequests.id });
      if (ended.length) await event(tx, row.id, "expired", { at: now });
    });
    throw invalidLink();
  }
  if (row.codeAttempts >= MAX_FAILURES) throw new AppError("RATE_LIMITED", "signing.errors.tooManyAttempts");
  return row;
}

function toState(row: Row): SigningState {
  return {
    signingRequestId: row.id,
    agreementId: row.agreementId,
    agreementNumber: row.agreementNumber,
    status: row.status,
    receiverName: row.receiverName,
    codeChannel: row.receiverEmail ? maskEmail(row.receiverEmail) : maskMobile(row.receiverMobile ?? ""),
    market: row.market as Market,
    expiresAt: row.expiresAt,
    signedAt: row.signedAt,
  };
}

/** One failed identity check (last four digits or code), counted on the request. */
async function fail(db: Db, row: Row, ip: string | undefined, key: string): Promise<never> {
  await db.transaction(async (tx) => {
    await tx
      .update(signingRequests)
      .set({ codeAttempts: sql`${signingRequests.codeAttempts} + 1` })
      .where(eq(signingRequests.id, row.id));
    await event(tx, row.id, "identityFailed", { ip });
  });
  throw new AppError("BAD_REQUEST", key, { fields: { code: [key] } });
}

export const localSigning: SigningProvider = {
  name: "local",

  async send(tx, input: SendSigningInput) {
    const now = input.now ?? new Date();
    const t = getT(MARKETS[input.market].language);
    const token = newSecretToken();
    const url = `${input.origin}/signera/${token}`;
    const expiresAt = new Date(now.getTime() + signingLinkDays() * 86_400_000);
    const last4 = input.receiver.personalNumber.replace(/\D/g, "").slice(-4);
    // sends of one agreement take turns (a retry racing a resend): the agreement's row lock
    await tx.select({ id: agreements.id }).from(agreements).where(eq(agreements.id, input.agreementId)).for("update");
    const voided = await tx
      .update(signingRequests)
      .set({ status: "voided", endedAt: now })
      .where(and(eq(signingRequests.agreementId, input.agreementId), eq(signingRequests.status, "pending")))
      .returning({ id: signingRequests.id });
    for (const v of voided) await event(tx, v.id, "voided", { ip: input.ip, userId: input.createdByUserId, at: now });
    const [req] = await tx
      .insert(signingRequests)
      .values({
        agreementId: input.agreementId,
        tokenHash: hashToken(token),
        receiverName: input.receiver.name,
        receiverEmail: input.receiver.email,
        receiverMobile: input.receiver.mobile,
        personalNumberLast4: last4,
        market: input.market,
        expiresAt,
        createdByUserId: input.createdByUserId,
        createdAt: now,
      })
      .returning({ id: signingRequests.id });
    const id = req!.id;
    await event(tx, id, voided.length ? "resent" : "sent", { ip: input.ip, userId: input.createdByUserId, at: now });
    if (input.deliver) {
      const values = { number: input.agreementNumber, name: input.receiver.name, expires: formatDateTime(expiresAt, input.market) };
      const note = input.note ? `\n\n${input.note}` : "";
      if (input.receiver.email)
        await enqueueMessage(tx, {
          channel: "email",
          kind: "signing-link",
          recipient: input.receiver.email,
          subject: t("trading.mail.signSubject", values),
          body: String(t("trading.mail.signBody", values)) + note,
          secret: url,
        });
      if (input.receiver.mobile)
        await enqueueMessage(tx, {
          channel: "sms",
          kind: "signing-link",
          recipient: input.receiver.mobile,
          body: String(t("trading.mail.signSms", values)),
          secret: url,
        });
    }
    // one reminder before the link ends: two days before, or half-way for short links
    const lead = Math.min(2 * 86_400_000, (expiresAt.getTime() - now.getTime()) / 2);
    await enqueueJob(
      tx,
      SIGNING_REMINDER,
      { signingRequestId: id },
      { runAt: new Date(expiresAt.getTime() - lead), dedupeKey: `signing-reminder:${id}` },
    );
    return { signingRequestId: id, url };
  },

  async open(db, opts) {
    const now = opts.now ?? new Date();
    const row = await requireLive(db, await findByToken(db, opts.token), now, { allowSigned: true });
    if (row.status === "pending" && !row.openedAt) {
      await db.transaction(async (tx) => {
        const first = await tx
          .update(signingRequests)
          .set({ openedAt: now })
          .where(and(eq(signingRequests.id, row.id), sql`${signingRequests.openedAt} is null`))
          .returning({ id: signingRequests.id });
        if (first.length) await event(tx, row.id, "opened", { ip: opts.ip, at: now });
      });
    }
    return toState(row);
  },

  async requestCode(db, opts) {
    const now = opts.now ?? new Date();
    const row = await requireLive(db, await findByToken(db, opts.token), now);
    if (!sameText(opts.last4, row.personalNumberLast4)) await fail(db, row, opts.ip, "signing.errors.wrongIdentity");
    const t = getT(MARKETS[row.market as Market].language);
    await db.transaction(async (tx) => {
      // at most MAX_CODES_PER_HOUR codes per link (the row lock serialises concurrent requests)
      await tx.select({ id: signingRequests.id }).from(signingRequests).where(eq(signingRequests.id, row.id)).for("update");
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(signingEvents)
        .where(
          and(
            eq(signingEvents.signingRequestId, row.id),
            eq(signingEvents.step, "codeSent"),
            gt(signingEvents.at, new Date(now.getTime() - 3_600_000)),
          ),
        );
      if (n >= MAX_CODES_PER_HOUR) throw new AppError("RATE_LIMITED", "signing.errors.tooManyAttempts");
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await tx
        .update(signingRequests)
        .set({ codeHash: hashCode(row.id, code), codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS) })
        .where(eq(signingRequests.id, row.id));
      const values = { number: row.agreementNumber };
      await enqueueMessage(tx, {
        channel: row.receiverEmail ? "email" : "sms",
        kind: "signing-code",
        recipient: row.receiverEmail ?? row.receiverMobile!,
        subject: row.receiverEmail ? t("trading.mail.codeSubject") : undefined,
        body: String(t("trading.mail.codeBody", values)),
        secret: code,
      });
      await event(tx, row.id, "codeSent", { ip: opts.ip, at: now });
    });
  },

  async complete(db, opts): Promise<CompleteResult> {
    const now = opts.now ?? new Date();
    const found = await findByToken(db, opts.token);
    if (found.status === "signed") return { outcome: "alreadySigned" };
    const row = await requireLive(db, found, now);
    if (!sameText(opts.last4, row.personalNumberLast4)) return fail(db, row, opts.ip, "signing.errors.wrongIdentity");
    if (!row.codeHash || !row.codeExpiresAt) return fail(db, row, opts.ip, "signing.errors.wrongIdentity");
    if (row.codeExpiresAt <= now)
      throw new AppError("BAD_REQUEST", "signing.errors.codeExpired", { fields: { code: ["signing.errors.codeExpired"] } });
    if (!sameText(hashCode(row.id, opts.code), row.codeHash)) return fail(db, row, opts.ip, "signing.errors.wrongIdentity");

    return db.transaction(async (tx): Promise<CompleteResult> => {
      const signed = await tx
        .update(signingRequests)
        .set({ status: "signed", signedAt: now, signedIp: opts.ip ?? null, codeHash: null, endedAt: now })
        .where(and(eq(signingRequests.id, row.id), eq(signingRequests.status, "pending"), gt(signingRequests.expiresAt, now)))
        .returning({ id: signingRequests.id });
      if (!signed.length) {
        const [again] = await tx.select({ status: signingRequests.status }).from(signingRequests).where(eq(signingRequests.id, row.id));
        if (again?.status === "signed") return { outcome: "alreadySigned" };
        throw invalidLink();
      }
      await tx
        .update(agreements)
        .set({ status: "current", signedAt: now, signedBy: row.receiverName })
        .where(and(eq(agreements.id, row.agreementId), eq(agreements.status, "open")));
      await event(tx, row.id, "signed", { ip: opts.ip, at: now });
      await enqueueJob(tx, SEAL_AGREEMENT, { agreementId: row.agreementId }, { dedupeKey: `seal:${row.agreementId}` });
      const t = getT(MARKETS[row.market as Market].language);
      const values = { number: row.agreementNumber, name: row.receiverName, when: formatDateTime(now, row.market as Market) };
      await enqueueMessage(tx, {
        channel: row.receiverEmail ? "email" : "sms",
        kind: "signing-confirmation",
        recipient: row.receiverEmail ?? row.receiverMobile!,
        subject: row.receiverEmail ? t("trading.mail.signedSubject", values) : undefined,
        body: String(t("trading.mail.signedBody", values)),
        dedupeKey: `signed:${row.agreementId}`,
      });
      await logAction(
        tx,
        { userId: null },
        "signing.signed",
        { agreementNumber: row.agreementNumber, signingRequestId: row.id },
        { ip: opts.ip },
      );
      return { outcome: "signed" };
    });
  },

  async cancel(tx, opts) {
    const ended = await tx
      .update(signingRequests)
      .set({ status: "cancelled", endedAt: new Date() })
      .where(and(eq(signingRequests.agreementId, opts.agreementId), eq(signingRequests.status, "pending")))
      .returning({ id: signingRequests.id });
    for (const e of ended) await event(tx, e.id, "cancelled", { ip: opts.ip, userId: opts.userId });
    return ended.length > 0;
  },
};
