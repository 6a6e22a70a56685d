import { route } from "@/lib/api/handler";
import { ZSearchAvailableSlotsRequest, ZSlotsResponse } from "@/lib/time-booking/schemas";
import { searchAvailableSlots } from "@/lib/time-booking/search-available-slots";

/**
 * The slot calendar (spec 1 §7): resourceGroupId, selectedDate, article, qty, loadUnload, vehicleType,
 * driedUnDried, customerNo, searchType, ignoreSort, token → { Calendar: { Days: [{ Date, TimeSlots }] }, BackupArticle }.
 * 403 for a customer number outside an external user's scope.
 */
export const POST = route(
  { input: ZSearchAvailableSlotsRequest, area: { name: "logistics", level: "read" }, output: ZSlotsResponse },
  ({ db, actor, market, input }) => searchAvailableSlots(db, { actor, market, input }),
);
