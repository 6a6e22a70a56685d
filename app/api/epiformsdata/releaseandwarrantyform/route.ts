import { route } from "@/lib/api/handler";
import { listReleaseForms } from "@/lib/warranty/list-forms";
import { ZListRequest, ZReleaseListResponse } from "@/lib/warranty/schemas";

/** GET /api/epiformsdata/releaseandwarrantyform (spec 4 §7): the release and warranty forms the actor sees, filtered and paged. */
export const GET = route({ input: ZListRequest, output: ZReleaseListResponse }, ({ db, actor, market, input }) =>
  listReleaseForms(db, { actor, market, input, source: "release" }),
);
