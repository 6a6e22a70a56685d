import { route } from "@/lib/api/handler";
import { getClaim } from "@/lib/warranty/get-claim";
import { ZClaimDetailRequest, ZClaimDetailResponse } from "@/lib/warranty/schemas";

/** GET /api/warrantyform/claim?id= (the comments page): the claim, its lines and comments. */
export const GET = route({ input: ZClaimDetailRequest, output: ZClaimDetailResponse }, ({ db, actor, market, input }) =>
  getClaim(db, { actor, market, id: input.id }),
);
