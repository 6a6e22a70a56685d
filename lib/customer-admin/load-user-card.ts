import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customerUsers, customers, messageSettings } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { PROFILE_IDS, normaliseRoles, type Profile } from "./permissions";

export interface UserCardCustomer {
  customerNumber: string;
  name: string;
  profileId: number;
  customRoles: string[];
  /** saved settings: "<MsgAreaId>:<MsgTypeId>:<ModeOfDeliveryId>" → Value (missing = on) */
  settings: Record<string, boolean>;
}

export const settingKey = (msgAreaId: number, msgTypeId: number, modeOfDeliveryId: number) =>
  `${msgAreaId}:${msgTypeId}:${modeOfDeliveryId}`;

/**
 * The user card of the signed-in user (spec 2 §2 "user card", §6; issue 12 item 7): their profile
 * and custom roles at each customer they belong to, and their saved message settings there.
 */
export async function loadUserCard(db: DbOrTx, opts: { actor: Actor }): Promise<{ userId: number; customers: UserCardCustomer[] }> {
  const userId = opts.actor.userId;
  const rows = await db
    .select({
      customerId: customers.id,
      customerNumber: customers.customerNumber,
      name: customers.name,
      profile: customerUsers.profile,
      customRoles: customerUsers.customRoles,
    })
    .from(customerUsers)
    .innerJoin(customers, eq(customers.id, customerUsers.customerId))
    .where(eq(customerUsers.userId, userId))
    .orderBy(asc(customers.name), asc(customers.customerNumber));
  const saved = await db
    .select({
      customerId: messageSettings.customerId,
      msgAreaId: messageSettings.msgAreaId,
      msgTypeId: messageSettings.msgTypeId,
      mode: messageSettings.modeOfDeliveryId,
      value: messageSettings.value,
    })
    .from(messageSettings)
    .where(eq(messageSettings.userId, userId));
  return {
    userId,
    customers: rows.map((r) => ({
      customerNumber: r.customerNumber,
      name: r.name,
      profileId: PROFILE_IDS[r.profile as Profile],
      customRoles: r.profile === "custom" ? normaliseRoles(r.customRoles) : [],
      settings: Object.fromEntries(
        saved.filter((s) => s.customerId === r.customerId).map((s) => [settingKey(s.msgAreaId, s.msgTypeId, s.mode), s.value]),
      ),
    })),
  };
}
