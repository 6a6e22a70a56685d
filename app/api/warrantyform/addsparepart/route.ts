import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { addSparePart } from "@/lib/warranty/lines";
import { ZAddSparePartRequest, ZSparePartsResponse } from "@/lib/warranty/schemas";

/** POST /api/warrantyform/addsparepart (spec 4 §7): adds a spare part line (all fields needed) → the lines with totals recomputed (amounts in cents, decision 061). */
export const POST = route({ input: ZAddSparePartRequest, output: ZSparePartsResponse }, ({ actor, market, input }) => {
  requireAgroDesk(market, actor, "store");
  return Promise.resolve(addSparePart(input));
});
