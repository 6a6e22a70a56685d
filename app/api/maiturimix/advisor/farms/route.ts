import { NO_INPUT, route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { listAdvisorFarms } from "@/lib/feed-mix/advisor";
import { ZAdvisorFarmsResponse } from "@/lib/feed-mix/schemas";

/** GET /api/maiturimix/advisor/farms (not in the spec, decision 090): the farms the feed advisor's store looks after. */
export const GET = route({ input: NO_INPUT, output: ZAdvisorFarmsResponse }, async ({ db, actor, market }) => {
  requireFinnish(market);
  return listAdvisorFarms(db, actor);
});
