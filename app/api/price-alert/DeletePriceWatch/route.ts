import { route } from "@/lib/api/handler";
import { deletePriceWatch } from "@/lib/prices/delete-price-watch";
import { ZDeletePriceWatchRequest, ZDeletePriceWatchResponse } from "@/lib/prices/schemas";

/**
 * Removes a price watch (spec 2 §7): JSON id → { isRemoved }. 403 for another customer's watch,
 * 404 for an unknown id.
 */
export const POST = route(
  { input: ZDeletePriceWatchRequest, area: { name: "prices", level: "write" }, output: ZDeletePriceWatchResponse },
  ({ db, actor, input, audit }) => deletePriceWatch(db, { actor, id: input.id, ctx: audit }),
);
