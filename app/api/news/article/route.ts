import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { getArticle } from "@/lib/news/news";
import { ZArticleRequest, ZArticleResponse } from "@/lib/news/schemas";

/** GET /api/news/article?id=: an article with both languages, for the admin's editor. */
export const GET = route({ input: ZArticleRequest, output: ZArticleResponse }, async ({ db, actor, market, input }) => {
  requireAgroDesk(market, actor, "admin");
  return { Article: await getArticle(db, input.id) };
});
