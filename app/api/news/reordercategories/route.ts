import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { reorderCategories } from "@/lib/news/news";
import { ZCategoriesResponse, ZReorderCategoriesRequest } from "@/lib/news/schemas";

/** POST /api/news/reordercategories with categoryNumbers in the new order: admins reorder the news categories. */
export const POST = route(
  { input: ZReorderCategoriesRequest, output: ZCategoriesResponse },
  async ({ db, actor, market, input, audit }) => {
    requireAgroDesk(market, actor, "admin");
    return { Categories: await reorderCategories(db, { actor, ctx: audit, ...input }) };
  },
);
