import { route } from "@/lib/api/handler";
import { listMyOrders } from "@/lib/my-orders/list-my-orders";
import { ZMyOrdersRequest, ZMyOrdersResponse } from "@/lib/my-orders/schemas";

/** GET /api/myorders/getmyorders (spec 2 §7): index (page, 0-based), orderNo (search) → { orders, index, hasMore } of the customer in play. */
export const GET = route(
  { input: ZMyOrdersRequest, area: { name: "orders", level: "read" }, output: ZMyOrdersResponse, customer: (i) => i.customerNumber },
  ({ db, actor, input }) => listMyOrders(db, { actor, ...input }),
);
