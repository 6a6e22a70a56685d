import { route } from "@/lib/api/handler";
import { getUpcomingDeliveryDetail } from "@/lib/upcoming-deliveries/get-upcoming-delivery-detail";
import { ZGetUpcomingDeliveryDetailRequest, ZUpcomingDeliveryDetail } from "@/lib/upcoming-deliveries/schemas";

/**
 * One upcoming delivery (spec 1 §7): query orderNo, orderLine, itemName, orderQuantity, warehouse,
 * container, planedDeliveryDate, isFromCustomer → the line as stored (only orderNo and orderLine
 * are used), its bookings and the time booking link. 404 unknown line, 403 another customer's.
 */
export const GET = route({ input: ZGetUpcomingDeliveryDetailRequest }, async ({ db, actor, input }) =>
  ZUpcomingDeliveryDetail.parse(await getUpcomingDeliveryDetail(db, { actor, orderNo: input.orderNo, orderLine: input.orderLine })),
);
