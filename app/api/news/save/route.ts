import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { saveArticle } from "@/lib/news/news";
import { ZArticleResponse, ZSaveArticleRequest } from "@/lib/news/schemas";

/** POST /api/news/save: admins create or edit an article (Finnish and Swedish, categories, publish time, published). */
export const POST = route({ input: ZSaveArticleRequest, output: ZArticleResponse }, async ({ db, actor, market, input, audit }) => {
  requireAgroDesk(market, actor, "admin");
  return { Article: await saveArticle(db, { actor, ctx: audit, input }) };
});
