import { route } from "@/lib/api/handler";
import { listSubCategories } from "@/lib/facilities/information";
import { ZSubCategoriesRequest, ZSubCategoriesResponse } from "@/lib/facilities/schemas";

/** GET /api/facility-edit-information/facility-sub-categories-by-parent-category (spec 3 §7): parentCategoryId (none: the top level) → { subCategories } of facility types (staff). */
export const GET = route(
  { input: ZSubCategoriesRequest, output: ZSubCategoriesResponse, roles: ["internal"] },
  async ({ db, market, input }) => ({
    subCategories: await listSubCategories(db, { market, kind: "facility-type", parentId: input.parentCategoryId }),
  }),
);
