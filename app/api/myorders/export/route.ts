import { RESPONSE, route } from "@/lib/api/handler";
import { exportMyOrders } from "@/lib/my-orders/export-my-orders";
import { ZMyOrderPagesRequest } from "@/lib/my-orders/schemas";

/** GET /api/myorders/export (the spec's Excel export): orderNo → the customer's orders as a streamed .xlsx file. */
export const GET = route(
  { input: ZMyOrderPagesRequest, area: { name: "orders", level: "read" }, output: RESPONSE, customer: (i) => i.customerNumber },
  ({ db, actor, market, t, input }) => exportMyOrders(db, { actor, market, t, ...input }),
);
