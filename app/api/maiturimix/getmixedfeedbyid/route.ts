import { route } from "@/lib/api/handler";
import { mixAccess, requireFinnish } from "@/lib/feed-mix/access";
import { getSavedMix } from "@/lib/feed-mix/get-saved-mix";
import { ZMixedFeedRequest, ZMixedFeedResponse } from "@/lib/feed-mix/schemas";

/** GET /api/maiturimix/getmixedfeedbyid?id=: a saved mix (the finished-mix view). */
export const GET = route({ input: ZMixedFeedRequest, output: ZMixedFeedResponse }, async ({ db, actor, market, input }) => {
  requireFinnish(market);
  const access = await mixAccess(db, actor, input.id, "view");
  return getSavedMix(db, access.mixId);
});
