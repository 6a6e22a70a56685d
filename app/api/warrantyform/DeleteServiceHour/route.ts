import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { deleteServiceHour } from "@/lib/warranty/lines";
import { ZDeleteServiceHourRequest, ZServiceHoursResponse } from "@/lib/warranty/schemas";

/** POST /api/warrantyform/DeleteServiceHour (spec 4 §7): removes the line at index → the lines (amounts in cents, decision 061). */
export const POST = route({ input: ZDeleteServiceHourRequest, output: ZServiceHoursResponse }, ({ actor, market, input }) => {
  requireAgroDesk(market, actor, "store");
  return Promise.resolve(deleteServiceHour(input));
});
