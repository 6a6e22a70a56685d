import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customerUsers, customers } from "@/db/schema";
import type { Market } from "@/lib/market";
import { activationFlags, isPrivateOrgNumber, isVerified, orgKey, type ActivationFacts } from "./rules";
import type { ActivationFlags } from "./schemas";

/** The facts behind the activation flags, read in the request's market (active customers only). */
export async function activationFacts(
  db: DbOrTx,
  opts: { market: Market; customerNumber: string; organisationNumber: string },
): Promise<ActivationFacts> {
  const hasUsers = sql<boolean>`exists (select 1 from ${customerUsers} where ${customerUsers.customerId} = ${customers.id})`;
  const [customer] = await db
    .select({ organisationNumber: customers.organisationNumber, hasUsers })
    .from(customers)
    .where(and(eq(customers.customerNumber, opts.customerNumber.trim()), eq(customers.market, opts.market), eq(customers.active, true)));
  const key = orgKey(opts.organisationNumber);
  const [org] = await db
    .select({ total: sql<number>`count(*)::int`, activated: sql<number>`count(*) filter (where ${hasUsers})::int` })
    .from(customers)
    .where(
      and(
        eq(customers.market, opts.market),
        eq(customers.active, true),
        sql`upper(regexp_replace(coalesce(${customers.organisationNumber}, ''), '[^0-9A-Za-z]', '', 'g')) = ${key}`,
      ),
    );
  const total = org?.total ?? 0;
  return { customer: customer ?? null, orgKnown: total > 0, orgAllActivated: total > 0 && org?.activated === total };
}

/** Step 1 of the activation: the flags of spec 1 §8, and whether the private form follows. */
export async function verifyCustomer(
  db: DbOrTx,
  opts: { market: Market; customerNumber: string; organisationNumber: string },
): Promise<ActivationFlags & { verified: boolean; isPrivate: boolean }> {
  const flags = activationFlags(opts.organisationNumber, await activationFacts(db, opts));
  const verified = isVerified(flags);
  return { ...flags, verified, isPrivate: verified && isPrivateOrgNumber(opts.market, opts.organisationNumber) };
}
