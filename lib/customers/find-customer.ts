import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers } from "@/db/schema";

export async function findCustomerByNumber(db: DbOrTx, customerNumber: string) {
  const [row] = await db
    .select({ customerNumber: customers.customerNumber, name: customers.name, market: customers.market, active: customers.active })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber))
    .limit(1);
  return row ?? null;
}
