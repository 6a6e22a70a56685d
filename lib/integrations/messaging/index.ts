/**
 * Outgoing e-mail and SMS. Every message is written to the outbox table inside the caller's
 * transaction (so a rolled-back change sends nothing), together with its `send-message` job
 * (lib/jobs, decision 025). The job's handler hands the message to
 * the configured transport (smtp.ts#configuredTransport): SMTP when SMTP_URL is set, the mail
 * catcher on the embedded development defaults, else the local one that keeps them in the outbox
 * (status "held"). A message's secret (reset token, one-time code) is stored sealed, put into the
 * body only at send time and wiped once the message has left or ended (secret.ts, decision 018).
 */
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "@/db";
import { outbox } from "@/db/schema";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { JobRegistry, type JobHandler } from "@/lib/jobs/registry";
import { runDueJobs } from "@/lib/jobs/run-jobs";
import { openSecret, renderSecret, sealSecret, SECRET_PLACEHOLDER } from "./secret";

export interface OutgoingMessage {
  channel: "email" | "sms";
  kind: string;
  recipient: string;
  subject?: string;
  body: string;
  sendAfter?: Date;
  /** at most one message per key, enforced by a unique index */
  dedupeKey?: string;
  /** the secret that replaces SECRET_PLACEHOLDER in the body when sent; stored sealed only */
  secret?: string;
}

export const SEND_MESSAGE = "send-message";
/** A message's delivery attempts before it is `failed` (its job dead). */
export const MESSAGE_MAX_ATTEMPTS = 5;

/**
 * Makes the message's send job run at `sendAfter` (call after writing or re-arming an outbox row
 * in the same transaction). One job per message (dedupe key `message:<id>`), re-queued when the
 * message is re-timed or re-armed; a job already running re-reads the row and follows it.
 */
export async function scheduleMessageSend(tx: DbOrTx, outboxId: number, sendAfter: Date): Promise<void> {
  await enqueueJob(
    tx,
    SEND_MESSAGE,
    { outboxId },
    { runAt: sendAfter, dedupeKey: `message:${outboxId}`, maxAttempts: MESSAGE_MAX_ATTEMPTS, replace: true },
  );
}

export async function enqueueMessage(db: DbOrTx, msg: OutgoingMessage): Promise<number | null> {
  if (msg.secret !== undefined && !msg.body.includes(SECRET_PLACEHOLDER))
    throw new Error("enqueueMessage: a secret needs SECRET_PLACEHOLDER in the body");
  if (msg.secret === undefined && msg.body.includes(SECRET_PLACEHOLDER))
    throw new Error("enqueueMessage: SECRET_PLACEHOLDER without a secret");
  // the row and its job together (a savepoint inside the caller's transaction)
  return db.transaction(async (tx) => {
    const id = await insertMessage(tx, msg);
    if (id !== null) await scheduleMessageSend(tx, id, msg.sendAfter ?? new Date());
    return id;
  });
}

async function insertMessage(db: DbOrTx, msg: OutgoingMessage): Promise<number | null> {
  const rows = await db
    .insert(outbox)
    .values({
      channel: msg.channel,
      kind: msg.kind,
      recipient: msg.recipient,
      subject: msg.subject ?? null,
      body: msg.body,
      sendAfter: msg.sendAfter ?? new Date(),
      dedupeKey: msg.dedupeKey ?? null,
      sealedSecret: msg.secret === undefined ? null : sealSecret(msg.secret, msg),
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return rows[0]?.id ?? null;
}

/** Delivers one message; throws on failure. */
export interface Transport {
  name: string;
  /** "sent" when it left the portal; "held" when kept locally */
  deliver(msg: {
    channel: string;
    recipient: string;
    subject: string | null;
    body: string;
    /** the message's stable reference (`outbox:<id>`), the same on every retry: a provider dedupes by it */
    reference?: string;
  }): Promise<"sent" | "held">;
}

export const localTransport: Transport = {
  name: "local-outbox",
  deliver() {
    return Promise.resolve("held");
  },
};

/** What a preparer decides for a due message just before it is sent. */
export type Preparation =
  | { action: "send"; recipient: string; subject: string | null; body: string }
  | { action: "cancel"; reason: string }
  | { action: "reschedule"; sendAfter: Date };

/**
 * Re-reads the source of a message of one kind just before sending (e.g. a booking reminder
 * re-reads the booking), inside the send job's transaction while the outbox row is locked.
 */
export type Preparer = (tx: Tx, msg: typeof outbox.$inferSelect, now: Date) => Promise<Preparation>;

/**
 * The `send-message` job's handler: one message, one transaction. It locks the outbox row; a row
 * no longer pending (sent, cancelled, held) ends the job without sending; a row not yet due (moved
 * later) re-times the job. Messages of a kind with a preparer are re-read first: sent with fresh
 * content, cancelled, or moved to a new time. The row becomes sent/held under
 * `WHERE status = 'pending'` in the same transaction that marks the job done, so a second run of
 * the job (its worker died after sending, before committing) is the only way to send twice — the
 * at-least-once edge at the transport, decision 025. The secret is opened only here.
 */
export function sendMessageHandler(
  transport: Transport = localTransport,
  preparers: Record<string, Preparer> = {},
): JobHandler<{ outboxId: number }> {
  return async ({ outboxId }, ctx) => {
    try {
      return await ctx.db.transaction(async (tx) => {
        const [original] = await tx.select().from(outbox).where(eq(outbox.id, outboxId)).for("update");
        if (!original || original.status !== "pending") {
          await ctx.markDone(tx);
          return;
        }
        const now = ctx.now();
        if (original.sendAfter.getTime() > now.getTime() + 1000) return { retryAt: original.sendAfter };
        let m = original;
        const prepare = preparers[m.kind];
        if (prepare) {
          const p = await prepare(tx, m, now);
          if (p.action === "cancel") {
            await tx
              .update(outbox)
              .set({ status: "cancelled", lastError: p.reason, sealedSecret: null })
              .where(and(eq(outbox.id, m.id), eq(outbox.status, "pending")));
            await ctx.markDone(tx);
            return;
          }
          if (p.action === "reschedule") {
            await tx.update(outbox).set({ sendAfter: p.sendAfter }).where(eq(outbox.id, m.id));
            return { retryAt: p.sendAfter };
          }
          m = { ...m, recipient: p.recipient, subject: p.subject, body: p.body };
        }
        // the secret exists in the clear only here, in the message handed to the transport
        const body = original.sealedSecret ? renderSecret(m.body, openSecret(original.sealedSecret, original)) : m.body;
        const result = await transport.deliver({
          channel: m.channel,
          recipient: m.recipient,
          subject: m.subject,
          body,
          reference: `outbox:${m.id}`,
        });
        await tx
          .update(outbox)
          .set({
            status: result,
            sentAt: now,
            attempts: sql`${outbox.attempts} + 1`,
            lastError: null,
            recipient: m.recipient,
            subject: m.subject,
            body: m.body,
            sealedSecret: null,
          })
          .where(and(eq(outbox.id, m.id), eq(outbox.status, "pending")));
        await ctx.markDone(tx);
      });
    } catch (e) {
      // the row shows the failure too; on the job's last attempt the message has failed for good
      await ctx.db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          lastError: (e instanceof Error ? e.message : String(e)).slice(0, 500),
          ...(ctx.lastAttempt ? { status: "failed", sealedSecret: null } : {}),
        })
        .where(and(eq(outbox.id, outboxId), eq(outbox.status, "pending")));
      throw e;
    }
  };
}

/**
 * One pass of the queue over due `send-message` jobs only, with this transport and these
 * preparers: what the worker does for messages, for tests and tools. Two or more calls at once
 * never send one message twice (jobs are claimed FOR UPDATE SKIP LOCKED). Returns how many jobs
 * it claimed.
 */
export async function dispatchDue(
  db: Db,
  transport: Transport = localTransport,
  limit = 50,
  preparers: Record<string, Preparer> = {},
  now?: () => Date,
): Promise<number> {
  const registry = new JobRegistry().register(SEND_MESSAGE, sendMessageHandler(transport, preparers));
  return runDueJobs(db, {
    workerId: `dispatch-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    registry,
    kinds: [SEND_MESSAGE],
    limit,
    now,
  });
}
