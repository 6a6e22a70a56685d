import { route } from "@/lib/api/handler";
import { getAnnouncements } from "@/lib/transport/get-announcements";
import { ZGetAnnouncementsRequest, ZGetAnnouncementsResponse } from "@/lib/transport/schemas";

/**
 * The announcements of a transport row (spec 1 §7): orderRowId →
 * { orderRowId, orderNumber, rowNumber, announcements: [{ sentAt, sentLocal, channel, recipient,
 * message, plannedArrival, plannedArrivalLocal }], Message ('Aviseringsinformation saknas' or null) }.
 * 404 unknown row (or the other market's), 403 a row outside the actor's scope.
 */
export const POST = route(
  { input: ZGetAnnouncementsRequest, area: { name: "logistics", level: "read" }, output: ZGetAnnouncementsResponse },
  ({ db, actor, market, input }) => getAnnouncements(db, { actor, market, orderRowId: input.orderRowId }),
);
