import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { listNews } from "@/lib/news/news";
import { ZNewsListRequest, ZNewsListResponse } from "@/lib/news/schemas";

/**
 * POST /api/news/update-newslist (categoryNumbers, currentContentReference, numberOfItems,
 * loadMoreNews, culture, pagination) → News. A read: POST as the spec has it, no change.
 */
export const POST = route({ input: ZNewsListRequest, output: ZNewsListResponse }, async ({ db, actor, market, input }) => {
  requireAgroDesk(market, actor, "user");
  return listNews(db, { actor, ...input });
});
