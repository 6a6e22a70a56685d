/**
 * Area permissions of a user at a customer (decision 046): the profile of the user's membership
 * (of the customer itself, else of its parent for a sub-customer) decides which areas the user
 * may read or write there (lib/customer-admin/permissions.ts). Internal staff acting for the
 * customer have every area. Used by route({ area }) after the customer scope check.
 */
import "server-only";
import { and, eq, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customerUsers, customers } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { ROLE_AREAS, areaAccess, type Access, type Profile, type RoleArea, type RoleLevel } from "@/lib/customer-admin/permissions";
import type { Actor } from "./actor";

/** The access to every area the actor has at the customer ("none" everywhere without a membership). */
export async function areaAccessAt(db: DbOrTx, actor: Actor, customerNumber: string): Promise<Record<RoleArea, Access>> {
  if (actor.roles.internal) return areaAccess("owner", []);
  const rows = await db
    .select({
      profile: customerUsers.profile,
      customRoles: customerUsers.customRoles,
      direct: sql<boolean>`${customerUsers.customerId} = ${customers.id}`,
    })
    .from(customers)
    .innerJoin(
      customerUsers,
      and(
        eq(customerUsers.userId, actor.userId),
        or(eq(customerUsers.customerId, customers.id), eq(customerUsers.customerId, sql`${customers.parentCustomerId}`)),
      ),
    )
    .where(eq(customers.customerNumber, customerNumber));
  const m = rows.find((r) => r.direct) ?? rows[0];
  if (!m) return Object.fromEntries(ROLE_AREAS.map((a) => [a, "none"])) as Record<RoleArea, Access>;
  return areaAccess(m.profile as Profile, m.customRoles);
}

export async function canUseArea(db: DbOrTx, actor: Actor, customerNumber: string, area: RoleArea, level: RoleLevel): Promise<boolean> {
  const have = (await areaAccessAt(db, actor, customerNumber))[area];
  return level === "read" ? have !== "none" : have === "write";
}

export async function requireAreaAccess(db: DbOrTx, actor: Actor, customerNumber: string, area: RoleArea, level: RoleLevel): Promise<void> {
  if (!(await canUseArea(db, actor, customerNumber, area, level))) throw new AppError("FORBIDDEN", "accountAdmin.errors.noRole");
}
