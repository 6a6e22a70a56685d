import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { addServiceHours } from "@/lib/warranty/lines";
import { ZAddServiceHoursRequest, ZServiceHoursResponse } from "@/lib/warranty/schemas";

/** POST /api/warrantyform/AddServiceHours (spec 4 §7): adds a service-hour line (all fields needed) → the lines with row prices recomputed (amounts in cents, decision 061). */
export const POST = route({ input: ZAddServiceHoursRequest, output: ZServiceHoursResponse }, ({ actor, market, input }) => {
  requireAgroDesk(market, actor, "store");
  return Promise.resolve(addServiceHours(input));
});
