import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customerUsers, customers } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { SearchViewer } from "@/lib/integrations/search";

/** What the actor may find: store staff and admins more, a farm's own entries (its recipes) only its users. */
export async function searchViewer(db: DbOrTx, actor: Actor): Promise<SearchViewer> {
  const own = await db
    .select({ number: customers.customerNumber })
    .from(customerUsers)
    .innerJoin(customers, eq(customers.id, customerUsers.customerId))
    .where(eq(customerUsers.userId, actor.userId));
  const numbers = new Set(own.map((r) => r.number));
  if (actor.activeCustomerNumber) numbers.add(actor.activeCustomerNumber);
  return { market: "fi", store: actor.roles.store || actor.roles.agroAdmin, admin: actor.roles.agroAdmin, customerNumbers: [...numbers] };
}
