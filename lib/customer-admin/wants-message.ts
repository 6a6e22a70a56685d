import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { messageSettings, users } from "@/db/schema";
import { MESSAGE_KINDS, MODE_OF_DELIVERY, type DeliveryMode, type MessageKind } from "./message-kinds";

export { MODE_OF_DELIVERY } from "./message-kinds";

/** Who a message is for: a user id, or the e-mail address / mobile number it goes to. */
export type MessageRecipient = { userId: number | null } | { email: string } | { mobile: string };

async function userIdsOf(db: DbOrTx, to: MessageRecipient): Promise<number[]> {
  if ("userId" in to) return to.userId === null ? [] : [to.userId];
  const where =
    "email" in to
      ? eq(sql`lower(${users.email})`, to.email.trim().toLowerCase())
      : eq(sql`regexp_replace(coalesce(${users.mobile}, ''), '[^0-9+]', '', 'g')`, to.mobile.replace(/[^0-9+]/g, ""));
  return (await db.select({ id: users.id }).from(users).where(where)).map((r) => r.id);
}

/**
 * The one question every sender of the job queue asks before it queues (and again before it sends)
 * a message (decision 079): may this kind of message reach the recipient by this channel?
 * - the recipient's saved setting for the customer the message concerns;
 * - a message about no customer (facility notices, warranty claims): off when the user switched it
 *   off at any of their customers;
 * - yes when nothing is saved, and for a recipient who is no portal user (no settings to honour).
 */
export async function wantsMessage(
  db: DbOrTx,
  opts: { to: MessageRecipient; kind: MessageKind; mode: DeliveryMode; customerId?: number | null },
): Promise<boolean> {
  const ids = await userIdsOf(db, opts.to);
  if (!ids.length) return true;
  const k = MESSAGE_KINDS[opts.kind];
  const rows = await db
    .select({ userId: messageSettings.userId, value: messageSettings.value })
    .from(messageSettings)
    .where(
      and(
        inArray(messageSettings.userId, ids),
        opts.customerId != null ? eq(messageSettings.customerId, opts.customerId) : undefined,
        eq(messageSettings.msgAreaId, k.msgAreaId),
        eq(messageSettings.msgTypeId, k.msgTypeId),
        eq(messageSettings.modeOfDeliveryId, MODE_OF_DELIVERY[opts.mode]),
      ),
    );
  return rows.every((r) => r.value);
}
