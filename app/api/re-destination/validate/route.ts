import { route } from "@/lib/api/handler";
import { ZReDestinationReviewResponse, ZReDestinationValidateRequest } from "@/lib/re-destination/schemas";
import { validateReDestination } from "@/lib/re-destination/validate-re-destination";

/**
 * Re-destination step one, "Nästa" (spec 3 "Re-destination step one"; designed here):
 * { lines: [{ lineId, version }], warehouse, deliveryDate, lorryType, reason?, note? } → the review
 * { warehouse, deliveryDate, lorryType, reason, note, changes: [line + toWarehouse, toWarehouseName,
 * toDeliveryDate, bookingsToCancel] }. Changes nothing. 400 field messages, 403 out of scope,
 * 409 with `fields["line-<id>"]` for lines changed since the search.
 */
export const POST = route(
  { input: ZReDestinationValidateRequest, area: { name: "logistics", level: "read" }, output: ZReDestinationReviewResponse },
  ({ db, actor, market, input }) => validateReDestination(db, { actor, market, input }),
);
