import { z } from "zod";
import { RESPONSE, route } from "@/lib/api/handler";
import { bookingIcs } from "@/lib/time-booking/booking-ics";

const ZIcsRequest = z.object({ reservationId: z.coerce.number().int().positive() });

/**
 * GET /api/time-booking/ics/{reservationId} → text/calendar of one booking (not in endpoints.tsv:
 * issue 5 asks for bookings as iCalendar). 404 unknown or of the other market, 403 unless the
 * actor sees the booking in full; staff downloads are logged with the customer (decision 019).
 */
export const GET = route(
  { input: ZIcsRequest, area: { name: "logistics", level: "read" }, output: RESPONSE },
  async ({ db, actor, market, input, req, audit }) => {
    const { body, filename } = await bookingIcs(db, {
      actor,
      market,
      reservationId: input.reservationId,
      origin: new URL(req.url).origin,
      ctx: audit,
    });
    return new Response(body, {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "private, no-store",
      },
    });
  },
);
