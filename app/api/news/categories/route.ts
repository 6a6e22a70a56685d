import { NO_INPUT, route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { listCategories } from "@/lib/news/news";
import { ZCategoriesResponse } from "@/lib/news/schemas";

/** GET /api/news/categories: the news categories in their order (the list's checkboxes, the editor). */
export const GET = route({ input: NO_INPUT, output: ZCategoriesResponse }, async ({ db, actor, market }) => {
  requireAgroDesk(market, actor, "user");
  return { Categories: await listCategories(db) };
});
