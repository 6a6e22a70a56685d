import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactMessages } from "@/db/schema";
import type { Market } from "@/lib/market";
import type { TListContactResponse } from "./schemas";

export const CONTACT_PAGE_SIZE = 25;

/** Staff: the market's contact messages, newest first, a page at a time (0-based). */
export async function listContactMessages(db: Db, opts: { market: Market; page: number }): Promise<TListContactResponse> {
  const where = eq(contactMessages.market, opts.market);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(where);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(CONTACT_PAGE_SIZE)
    .offset(opts.page * CONTACT_PAGE_SIZE);
  return {
    messages: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      name: r.name,
      email: r.email,
      customerNumber: r.customerNumber,
      signedIn: r.userId !== null,
      subject: r.subject,
      message: r.message,
    })),
    page: opts.page,
    pageSize: CONTACT_PAGE_SIZE,
    total: count?.n ?? 0,
  };
}
