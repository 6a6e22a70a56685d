import { route } from "@/lib/api/handler";
import { countMyOrderPages } from "@/lib/my-orders/list-my-orders";
import { ZMyOrderPagesRequest, ZMyOrderPagesResponse } from "@/lib/my-orders/schemas";

/** GET /api/myorders/getmyorderspages (spec 2 §7): orderNo → { pages, total, pageSize }. */
export const GET = route(
  {
    input: ZMyOrderPagesRequest,
    area: { name: "orders", level: "read" },
    output: ZMyOrderPagesResponse,
    customer: (i) => i.customerNumber,
  },
  ({ db, actor, input }) => countMyOrderPages(db, { actor, ...input }),
);
