import "server-only";
import { desc } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { outbox } from "@/db/schema";
import { redactSecret } from "./secret";

export const REDACTED = "[…]";

/**
 * The newest outgoing messages, for staff: recipient, kind, status, times and the body with the
 * place of any secret (reset link token, one-time code) marked — never the secret itself, sealed
 * or not (decision 018).
 */
export async function listOutbox(db: DbOrTx, opts: { limit?: number; redacted?: string } = {}) {
  const rows = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      kind: outbox.kind,
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      status: outbox.status,
      sendAfter: outbox.sendAfter,
      sentAt: outbox.sentAt,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(Math.min(opts.limit ?? 100, 500));
  return rows.map((r) => ({ ...r, body: redactSecret(r.body, opts.redacted ?? REDACTED) }));
}
