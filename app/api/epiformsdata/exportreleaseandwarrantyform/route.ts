import { RESPONSE, route } from "@/lib/api/handler";
import { exportReleaseForms } from "@/lib/warranty/export-forms";
import { ZListRequest } from "@/lib/warranty/schemas";

/** GET /api/epiformsdata/exportreleaseandwarrantyform (spec 4 §7): the filtered release and warranty forms as .xlsx. */
export const GET = route({ input: ZListRequest, output: RESPONSE }, ({ db, actor, market, t, input }) =>
  exportReleaseForms(db, { actor, market, t, input }),
);
