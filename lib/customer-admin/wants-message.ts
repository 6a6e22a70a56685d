import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { messageSettings } from "@/db/schema";

/** Modes of delivery of a message setting (spec 2 §3 "Message setting": ModeOfDeliveryId). */
export const MODE_OF_DELIVERY = { email: 1, sms: 2, inbox: 3 } as const;

/**
 * Whether a message of an area and type may reach the user for the customer by a mode of
 * delivery: the user's saved setting, or yes when none is saved (decision 046). For the senders
 * of the job queue (booking reminders, notices); not yet called by them.
 */
export async function wantsMessage(
  db: DbOrTx,
  opts: { userId: number; customerId: number; msgAreaId: number; msgTypeId: number; mode: keyof typeof MODE_OF_DELIVERY },
): Promise<boolean> {
  const [row] = await db
    .select({ value: messageSettings.value })
    .from(messageSettings)
    .where(
      and(
        eq(messageSettings.userId, opts.userId),
        eq(messageSettings.customerId, opts.customerId),
        eq(messageSettings.msgAreaId, opts.msgAreaId),
        eq(messageSettings.msgTypeId, opts.msgTypeId),
        eq(messageSettings.modeOfDeliveryId, MODE_OF_DELIVERY[opts.mode]),
      ),
    );
  return row?.value ?? true;
}
