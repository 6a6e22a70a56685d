import { route } from "@/lib/api/handler";
import { ZReDestinationSearchRequest, ZReDestinationSearchResponse } from "@/lib/re-destination/schemas";
import { searchReDestinationLines } from "@/lib/re-destination/search-re-destination-lines";

/**
 * Re-destination search (spec 3 "Re-destination search"; no call shown, designed here):
 * { warehouse, confirmedDeliveryDateFrom, confirmedDeliveryDateTo, customerNumber? } →
 * { warehouse: { code, name }, confirmedDeliveryDateFrom, confirmedDeliveryDateTo, lines: [{ lineId,
 * version, orderNumber, lineNumber, customerNumber, customerName, itemNumber, articleName, sort,
 * quantityKg, quantityTons, deliveryDate, warehouse, warehouseName, bookings }] }.
 * 400 with field messages; 403 for transporters and for another customer's number.
 */
export const POST = route(
  { input: ZReDestinationSearchRequest, area: { name: "logistics", level: "read" }, output: ZReDestinationSearchResponse },
  ({ db, actor, market, input }) => searchReDestinationLines(db, { actor, market, input }),
);
