import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { setPublished } from "@/lib/news/news";
import { ZArticleResponse, ZPublishRequest } from "@/lib/news/schemas";

/** POST /api/news/publish with id and published: admins publish or unpublish an article. */
export const POST = route({ input: ZPublishRequest, output: ZArticleResponse }, async ({ db, actor, market, input, audit }) => {
  requireAgroDesk(market, actor, "admin");
  return { Article: await setPublished(db, { actor, ctx: audit, ...input }) };
});
