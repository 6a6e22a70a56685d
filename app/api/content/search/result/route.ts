import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { runSearch } from "@/lib/search/run-search";
import { ZSearchRequest, ZSearchResponse } from "@/lib/search/schemas";

/** POST /api/content/search/result: the site search (spec 4 §3 Search request/response), agro-desk users on the Finnish site. */
export const POST = route({ input: ZSearchRequest, output: ZSearchResponse }, async ({ db, actor, market, t, input }) => {
  requireAgroDesk(market, actor, "user");
  return runSearch(db, { actor, t, input });
});
