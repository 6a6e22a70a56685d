import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { listFixedPriceCategories } from "./fixed-price";

export interface FixedPriceOptions {
  customerNumber: string;
  customerName: string;
  isInternal: boolean;
  categories: { code: number; name: string; endMode: string }[];
}

/** The fixed price page's customer (the one acted for, or the active one) and the market's categories; null without a customer. */
export async function loadFixedPrice(db: DbOrTx, opts: { actor: Actor; market: Market }): Promise<FixedPriceOptions | null> {
  const isInternal = opts.actor.roles.internal;
  const customerNumber = isInternal ? opts.actor.actingCustomerNumber : opts.actor.activeCustomerNumber;
  if (!customerNumber) return null;
  const [[customer], categories] = await Promise.all([
    db.select({ name: customers.name }).from(customers).where(eq(customers.customerNumber, customerNumber)).limit(1),
    listFixedPriceCategories(db, opts.market),
  ]);
  return { customerNumber, customerName: customer?.name ?? "", isInternal, categories };
}
