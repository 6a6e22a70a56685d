import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { deleteSparePart } from "@/lib/warranty/lines";
import { ZDeleteSparePartRequest, ZSparePartsResponse } from "@/lib/warranty/schemas";

/** POST /api/warrantyform/DeleteSparePart (spec 4 §7): removes the line at index → the lines (amounts in cents, decision 061). */
export const POST = route({ input: ZDeleteSparePartRequest, output: ZSparePartsResponse }, ({ actor, market, input }) => {
  requireAgroDesk(market, actor, "store");
  return Promise.resolve(deleteSparePart(input));
});
