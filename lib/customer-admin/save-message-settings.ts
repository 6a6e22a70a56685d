import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { customerUsers, customers, messageSettings } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { requireCustomerManager } from "./manage-access";
import type { TMessageSetting } from "./schemas";

/**
 * POST /api/usercard/save-message-settings (spec 2 §3 "Message setting", §6 "Message settings are
 * per user"): a user saves their own settings for a customer they belong to; an owner (or staff
 * acting for the customer) also those of the customer's users. Every (user, customer, area, type,
 * mode) has one row (unique key), upserted in one transaction; anything outside that scope is 403
 * and saves nothing.
 */
export async function saveMessageSettings(db: Db, opts: { actor: Actor; settings: TMessageSetting[]; ctx?: ActionContext }) {
  const { actor } = opts;
  return db.transaction(async (tx) => {
    const saved = [];
    const checked = new Map<string, number>();
    for (const s of opts.settings) {
      const scope = `${s.CustomerOrgId}:${s.UserID}`;
      let customerId = checked.get(scope);
      if (customerId === undefined) {
        const [member] = await tx
          .select({ customerId: customers.id })
          .from(customerUsers)
          .innerJoin(customers, eq(customers.id, customerUsers.customerId))
          .where(and(eq(customerUsers.userId, s.UserID), eq(customers.customerNumber, s.CustomerOrgId)));
        if (!member) throw new AppError("FORBIDDEN");
        if (s.UserID !== actor.userId || actor.roles.internal) await requireCustomerManager(tx, { actor, customerNumber: s.CustomerOrgId });
        customerId = member.customerId;
        checked.set(scope, customerId);
      }
      const [row] = await tx
        .insert(messageSettings)
        .values({
          userId: s.UserID,
          customerId,
          msgAreaId: s.MsgAreaId,
          msgTypeId: s.MsgTypeId,
          modeOfDeliveryId: s.ModeOfDeliveryId,
          value: s.Value,
        })
        .onConflictDoUpdate({
          target: [
            messageSettings.userId,
            messageSettings.customerId,
            messageSettings.msgAreaId,
            messageSettings.msgTypeId,
            messageSettings.modeOfDeliveryId,
          ],
          set: { value: s.Value, updatedAt: sql`now()` },
        })
        .returning({ id: messageSettings.id });
      if (!row) throw new Error("upsert into message_settings returned no row");
      saved.push({ ...s, MessageSettingsId: row.id });
    }
    await logAction(
      tx,
      actor,
      "userCard.messageSettingsSaved",
      { count: saved.length, users: [...new Set(saved.map((s) => s.UserID))] },
      opts.ctx,
    );
    return { success: true as const, settings: saved };
  });
}
