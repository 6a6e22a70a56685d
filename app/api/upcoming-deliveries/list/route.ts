import { NO_INPUT, route } from "@/lib/api/handler";
import { listUpcomingDeliveries } from "@/lib/upcoming-deliveries/list-upcoming-deliveries";
import { ZUpcomingDeliveriesResponse } from "@/lib/upcoming-deliveries/schemas";

/**
 * The carousel's deliveries for the customer in play (ours, for the start page's section; see the
 * decision record): no input → { customerNumber, deliveries: [Upcoming delivery] }.
 */
export const GET = route(
  { input: NO_INPUT, area: { name: "logistics", level: "read" }, output: ZUpcomingDeliveriesResponse },
  ({ db, actor, market }) => listUpcomingDeliveries(db, { actor, market }),
);
