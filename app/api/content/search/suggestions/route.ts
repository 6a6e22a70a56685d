import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { runSuggestions } from "@/lib/search/run-search";
import { ZSuggestionsRequest, ZSuggestionsResponse } from "@/lib/search/schemas";

/** GET /api/content/search/suggestions?query=&count=50: suggestions grouped by content type (from 3 characters). */
export const GET = route({ input: ZSuggestionsRequest, output: ZSuggestionsResponse }, async ({ db, actor, market, t, input }) => {
  requireAgroDesk(market, actor, "user");
  return runSuggestions(db, { actor, t, query: input.query, count: input.count });
});
