import { route } from "@/lib/api/handler";
import { listGrainTypes } from "@/lib/trading/list-grain-types";
import { ZGetGrainTypeRequest, ZGrainTypesReply } from "@/lib/trading/schemas";

/**
 * The sorts of a crop for the agreement form (spec 2 §7): priceAreaId, productItemId, agreementType →
 * { GrainTypes: [{ GrainName, ProductItemId, ProductItemName }] } — only sorts with a current price in the area.
 */
export const GET = route({ input: ZGetGrainTypeRequest, output: ZGrainTypesReply }, ({ db, market, input }) =>
  listGrainTypes(db, { market, priceAreaId: input.priceAreaId, itemNumber: input.productItemId }),
);
