import { route } from "@/lib/api/handler";
import { listSubCategories } from "@/lib/facilities/information";
import { ZSubCategoriesRequest, ZSubCategoriesResponse } from "@/lib/facilities/schemas";

/** GET /api/facility-contact-person/contact-person-sub-categories-by-parent-category (spec 3 §7): parentCategoryId (none: the top level) → { subCategories } of business areas (staff). */
export const GET = route(
  { input: ZSubCategoriesRequest, output: ZSubCategoriesResponse, roles: ["internal"] },
  async ({ db, market, input }) => ({
    subCategories: await listSubCategories(db, { market, kind: "business-area", parentId: input.parentCategoryId }),
  }),
);
