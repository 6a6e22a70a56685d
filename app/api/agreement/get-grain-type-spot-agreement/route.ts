import { route } from "@/lib/api/handler";
import { listGrainTypes } from "@/lib/trading/list-grain-types";
import { ZGetGrainTypeSpotRequest, ZGrainTypesReply } from "@/lib/trading/schemas";

/** The sorts of a crop with a current spot price (spec 2 §7): priceAreaId, productItemId → { GrainTypes }. */
export const GET = route({ input: ZGetGrainTypeSpotRequest, output: ZGrainTypesReply }, ({ db, market, input }) =>
  listGrainTypes(db, { market, priceAreaId: input.priceAreaId, itemNumber: input.productItemId, spotOnly: true }),
);
