import { route } from "@/lib/api/handler";
import { getSubmission } from "@/lib/warranty/get-submission";
import { ZOldFormRequest, ZPreviewResponse } from "@/lib/warranty/schemas";

/** GET /api/epiformsdata/XFormdataById?StoreId= (spec 4 §7; StoreId is the old form's id): one old form for the preview. */
export const GET = route({ input: ZOldFormRequest, output: ZPreviewResponse }, ({ db, actor, market, input }) =>
  getSubmission(db, { actor, market, id: input.StoreId, source: "old" }),
);
