import { route } from "@/lib/api/handler";
import { getUpcomingDeliveryDetail } from "@/lib/upcoming-deliveries/get-upcoming-delivery-detail";
import { ZGetUpcomingDeliveryDetailRequest, ZUpcomingDeliveryDetail } from "@/lib/upcoming-deliveries/schemas";

/**
 * One upcoming delivery (spec 1 §7): query orderNo, orderLine, itemName, orderQuantity, warehouse,
 * container, planedDeliveryDate, isFromCustomer → the line as stored (only orderNo and orderLine
 * are used), its bookings and the time booking link. 404 unknown line (or the other market's),
 * 403 another customer's.
 */
export const GET = route(
  { input: ZGetUpcomingDeliveryDetailRequest, area: { name: "logistics", level: "read" }, output: ZUpcomingDeliveryDetail },
  ({ db, actor, market, input }) => getUpcomingDeliveryDetail(db, { actor, market, orderNo: input.orderNo, orderLine: input.orderLine }),
);
