import { route } from "@/lib/api/handler";
import { loadItemsOnResourceGroup } from "@/lib/time-booking/load-items-on-resource-group";
import { ZLoadItemsOnResourceGroupRequest, ZLoadItemsResponse } from "@/lib/time-booking/schemas";

/** The form's choices for a resource group (spec 1 §7): resourceGroupId, loading → { Vehicles, ReservationStops, Items, IgnoreSort }. */
export const POST = route({ input: ZLoadItemsOnResourceGroupRequest, output: ZLoadItemsResponse }, ({ db, market, input }) =>
  loadItemsOnResourceGroup(db, { market, input }),
);
