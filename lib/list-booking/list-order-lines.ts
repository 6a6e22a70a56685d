/** The lines of some orders with their article names (the article of the order's customer's market), by line number. */
import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { articles, bookingOrderLines, bookingOrders, customers } from "@/db/schema";

export function listOrderLinesWithArticles(db: DbOrTx, orderIds: number[]) {
  return db
    .select({ line: bookingOrderLines, itemName: articles.name })
    .from(bookingOrderLines)
    .innerJoin(bookingOrders, eq(bookingOrders.id, bookingOrderLines.orderId))
    .innerJoin(customers, eq(customers.id, bookingOrders.customerId))
    .leftJoin(articles, and(eq(articles.itemNumber, bookingOrderLines.itemNumber), eq(articles.market, customers.market)))
    .where(inArray(bookingOrderLines.orderId, orderIds))
    .orderBy(asc(bookingOrderLines.lineNumber));
}
