import { route } from "@/lib/api/handler";
import { listSubCategories } from "@/lib/machines/list-sub-categories";
import { ZSubCategoriesRequest, ZSubCategoriesResponse } from "@/lib/machines/schemas";

/** GET /api/add-machine/machine-sub-categories (spec 1 §7): machineDataType (type|brand|model), type, brand → { machineSubCategories: [{ Value, Text }] }. */
export const GET = route({ input: ZSubCategoriesRequest, output: ZSubCategoriesResponse }, ({ db, market, input }) =>
  listSubCategories(db, { market, ...input }),
);
