/**
 * Outgoing e-mail and SMS. Every message is written to the outbox table inside the caller's
 * transaction (so a rolled-back change sends nothing). A dispatcher hands pending messages to
 * the configured transport: the local one keeps them in the outbox for staff to read
 * (status "held"); SMTP_URL selects the SMTP transport.
 */
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "@/db";
import { outbox } from "@/db/schema";

export interface OutgoingMessage {
  channel: "email" | "sms";
  kind: string;
  recipient: string;
  subject?: string;
  body: string;
  sendAfter?: Date;
  /** at most one message per key, enforced by a unique index */
  dedupeKey?: string;
}

export async function enqueueMessage(db: DbOrTx, msg: OutgoingMessage): Promise<number | null> {
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
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return rows[0]?.id ?? null;
}

/** Delivers one message; throws on failure. */
export interface Transport {
  name: string;
  /** "sent" when it left the portal; "held" when kept locally */
  deliver(msg: { channel: string; recipient: string; subject: string | null; body: string }): Promise<"sent" | "held">;
}

export const localTransport: Transport = {
  name: "local-outbox",
  async deliver() {
    return "held";
  },
};

/** What a preparer decides for a due message just before it is sent. */
export type Preparation =
  | { action: "send"; recipient: string; subject: string | null; body: string }
  | { action: "cancel"; reason: string }
  | { action: "reschedule"; sendAfter: Date };

/**
 * Re-reads the source of a message of one kind just before sending (e.g. a booking reminder
 * re-reads the booking), inside the dispatcher's transaction while the row is locked.
 */
export type Preparer = (tx: Tx, msg: typeof outbox.$inferSelect, now: Date) => Promise<Preparation>;

/**
 * Hands due messages to the transport. Rows are claimed with FOR UPDATE SKIP LOCKED, so two
 * dispatchers never deliver the same message. Messages of a kind with a preparer are re-read
 * first: sent with fresh content, cancelled, or moved to a new time.
 */
export async function dispatchDue(
  db: Db,
  transport: Transport = localTransport,
  limit = 50,
  preparers: Record<string, Preparer> = {},
  now: () => Date = () => new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.sendAfter, now())))
      .orderBy(asc(outbox.sendAfter))
      .limit(limit)
      .for("update", { skipLocked: true });
    for (const original of due) {
      let m = original;
      try {
        const prepare = preparers[m.kind];
        if (prepare) {
          // a savepoint: a failing preparer must not abort the claim of the other rows
          const p = await tx.transaction((sp) => prepare(sp, m, now()));
          if (p.action === "cancel") {
            await tx.update(outbox).set({ status: "cancelled", lastError: p.reason }).where(eq(outbox.id, m.id));
            continue;
          }
          if (p.action === "reschedule") {
            await tx.update(outbox).set({ sendAfter: p.sendAfter }).where(eq(outbox.id, m.id));
            continue;
          }
          m = { ...m, recipient: p.recipient, subject: p.subject, body: p.body };
        }
        const result = await transport.deliver(m);
        await tx
          .update(outbox)
          .set({ status: result, sentAt: now(), attempts: sql`${outbox.attempts} + 1`, recipient: m.recipient, subject: m.subject, body: m.body })
          .where(eq(outbox.id, m.id));
      } catch (e) {
        const attempts = m.attempts + 1;
        await tx
          .update(outbox)
          .set({
            attempts,
            lastError: (e as Error).message.slice(0, 500),
            status: attempts >= 5 ? "failed" : "pending",
            sendAfter: new Date(Date.now() + 60_000 * 2 ** attempts),
          })
          .where(eq(outbox.id, m.id));
      }
    }
    return due.length;
  });
}
