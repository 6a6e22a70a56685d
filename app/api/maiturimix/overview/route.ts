import { NO_INPUT, route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { listOverview } from "@/lib/feed-mix/list-overview";
import { ZOverviewResponse } from "@/lib/feed-mix/schemas";

/** GET /api/maiturimix/overview (not in the spec): the recipes tab and My mixes of the customer in play. */
export const GET = route({ input: NO_INPUT, output: ZOverviewResponse }, async ({ db, actor, market }) => {
  requireFinnish(market);
  return listOverview(db, { actor });
});
