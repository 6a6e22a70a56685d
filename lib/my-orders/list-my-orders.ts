import "server-only";
import { count, desc } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customerOrders } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { orderScope, statusKey } from "./order-scope";
import { MY_ORDERS_PAGE_SIZE, type TMyOrderPagesResponse, type TMyOrdersResponse } from "./schemas";

const orderColumns = {
  orderNo: customerOrders.orderNo,
  orderDate: customerOrders.orderDate,
  deliveryDate: customerOrders.deliveryDate,
  status: customerOrders.status,
  reference: customerOrders.reference,
  description: customerOrders.description,
  totalAmount: customerOrders.totalAmount,
  currency: customerOrders.currency,
};

/** One page (`index`, 0-based, MY_ORDERS_PAGE_SIZE orders) of the customer's orders, newest first (spec 2 §9 "Orders are paged by index"). */
export async function listMyOrders(
  db: DbOrTx,
  opts: { actor: Actor; index?: number; orderNo?: string; customerNumber?: string },
): Promise<TMyOrdersResponse> {
  const index = opts.index ?? 0;
  const { where } = await orderScope(db, opts.actor, opts);
  const rows = await db
    .select(orderColumns)
    .from(customerOrders)
    .where(where)
    .orderBy(desc(customerOrders.orderDate), desc(customerOrders.id))
    .limit(MY_ORDERS_PAGE_SIZE + 1)
    .offset(index * MY_ORDERS_PAGE_SIZE);
  return {
    orders: rows.slice(0, MY_ORDERS_PAGE_SIZE).map(({ status, ...r }) => ({ ...r, OrderStatus: status, statusText: statusKey(status) })),
    index,
    hasMore: rows.length > MY_ORDERS_PAGE_SIZE,
  };
}

/** How many pages the (searched) list has. */
export async function countMyOrderPages(
  db: DbOrTx,
  opts: { actor: Actor; orderNo?: string; customerNumber?: string },
): Promise<TMyOrderPagesResponse> {
  const { where } = await orderScope(db, opts.actor, opts);
  const [row] = await db.select({ n: count() }).from(customerOrders).where(where);
  const total = row?.n ?? 0;
  return { pages: Math.ceil(total / MY_ORDERS_PAGE_SIZE), total, pageSize: MY_ORDERS_PAGE_SIZE };
}
