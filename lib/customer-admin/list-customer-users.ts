import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customerUsers, users } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { requireCustomerManager } from "./manage-access";
import { PROFILE_IDS, type Profile } from "./permissions";
import type { CustomerCardUser } from "./schemas";

/** The customer card (spec 2 §2): the customer and its users with their profiles; owners and staff acting for it only (403 otherwise). */
export async function listCustomerUsers(db: DbOrTx, opts: { actor: Actor; customerNumber: string }) {
  const customer = await requireCustomerManager(db, opts);
  const rows = await db
    .select({
      userId: users.id,
      userName: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      profile: customerUsers.profile,
      customRoles: customerUsers.customRoles,
    })
    .from(customerUsers)
    .innerJoin(users, eq(users.id, customerUsers.userId))
    .where(eq(customerUsers.customerId, customer.id))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return {
    customer: { customerNumber: customer.customerNumber, name: customer.name, organisationNumber: customer.organisationNumber },
    users: rows.map((r): CustomerCardUser => ({
      userId: r.userId,
      userName: r.userName,
      name: `${r.firstName} ${r.lastName}`.trim() || r.email,
      email: r.email,
      profileId: PROFILE_IDS[r.profile as Profile],
      customRoles: r.customRoles,
    })),
  };
}
