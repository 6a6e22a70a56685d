import { route } from "@/lib/api/handler";
import { bookService } from "@/lib/machines/book-service";
import { ZBookServiceRequest, ZBookServiceResponse } from "@/lib/machines/schemas";

/**
 * POST /api/book-service/book (not named in the spec: the book-service form's submit): machineId,
 * workshopId, preferredDate, description → { isBooked, bookingId }; the workshop is e-mailed
 * through the job queue. 403 for another customer's machine.
 */
export const POST = route(
  { input: ZBookServiceRequest, area: { name: "machines", level: "write" }, output: ZBookServiceResponse },
  ({ db, actor, market, t, input, audit }) => bookService(db, { actor, market, t, input, ctx: audit }),
);
