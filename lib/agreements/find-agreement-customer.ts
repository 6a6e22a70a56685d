import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { canAccessCustomer } from "@/lib/auth/access";
import type { AgreementCustomer } from "./list-agreement-customers";

/** A customer the actor may use (for My agreements' customerNumber query parameter), or null. */
export async function findAgreementCustomer(db: DbOrTx, opts: { actor: Actor; customerNumber: string }): Promise<AgreementCustomer | null> {
  if (!(await canAccessCustomer(db, opts.actor, opts.customerNumber))) return null;
  const [row] = await db
    .select({ customerNumber: customers.customerNumber, name: customers.name, parentId: customers.parentCustomerId })
    .from(customers)
    .where(eq(customers.customerNumber, opts.customerNumber))
    .limit(1);
  return row ? { customerNumber: row.customerNumber, name: row.name, isSubCustomer: row.parentId !== null } : null;
}
