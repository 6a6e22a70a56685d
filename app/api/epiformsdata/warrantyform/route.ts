import { route } from "@/lib/api/handler";
import { listClaims } from "@/lib/warranty/list-forms";
import { ZClaimListRequest, ZClaimListResponse } from "@/lib/warranty/schemas";

/** GET /api/epiformsdata/warrantyform (spec 4 §7): warranty claims, with the list filters and statuses (comma-separated). */
export const GET = route({ input: ZClaimListRequest, output: ZClaimListResponse }, ({ db, actor, market, input }) =>
  listClaims(db, { actor, market, input }),
);
