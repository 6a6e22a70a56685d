import { route } from "@/lib/api/handler";
import { listReleaseForms } from "@/lib/warranty/list-forms";
import { ZListRequest, ZReleaseListResponse } from "@/lib/warranty/schemas";

/** GET /api/epiformsdata/oldxformdata (spec 4 §7): old form data rows ('=' id separator, no business name). */
export const GET = route({ input: ZListRequest, output: ZReleaseListResponse }, ({ db, actor, market, input }) =>
  listReleaseForms(db, { actor, market, input, source: "old" }),
);
