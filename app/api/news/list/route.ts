import { NO_INPUT, route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { listAllArticles } from "@/lib/news/news";
import { ZAdminListResponse } from "@/lib/news/schemas";

/** GET /api/news/list: every article, drafts too, for the admin's editor. */
export const GET = route({ input: NO_INPUT, output: ZAdminListResponse }, async ({ db, actor, market }) => {
  requireAgroDesk(market, actor, "admin");
  return listAllArticles(db);
});
