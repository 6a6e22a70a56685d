import { RESPONSE, route } from "@/lib/api/handler";
import { exportClaims } from "@/lib/warranty/export-forms";
import { ZClaimListRequest } from "@/lib/warranty/schemas";

/** GET /api/epiformsdata/exportwarrantyform (issue 16 item 2, the claims list's export): the filtered claims as .xlsx. */
export const GET = route({ input: ZClaimListRequest, output: RESPONSE }, ({ db, actor, market, t, input }) =>
  exportClaims(db, { actor, market, t, input }),
);
