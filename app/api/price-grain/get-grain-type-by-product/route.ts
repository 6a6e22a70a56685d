import { publicRoute } from "@/lib/api/handler";
import { findGrainTypes } from "@/lib/prices/find-grain-types";
import { ZGrainTypeByProductRequest, ZGrainTypesResponse } from "@/lib/prices/schemas";

/** The sorts of a grain product (spec 2 §7): ?itemnumber= → { GrainTypes: [{ GrainName, ProductItemId, ProductItemName }] }. Public. */
export const GET = publicRoute({ input: ZGrainTypeByProductRequest, output: ZGrainTypesResponse }, async ({ db, market, input }) => ({
  GrainTypes: await findGrainTypes(db, { market, itemNumber: input.itemnumber }),
}));
