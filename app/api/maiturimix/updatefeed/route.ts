import { route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { ZRecipeResponse, ZUpdateFeedRequest } from "@/lib/feed-mix/schemas";
import { updateFeed } from "@/lib/feed-mix/update-feed";

/** POST /api/maiturimix/updatefeed: id, Size, scaleAccordingToFirstItem, Feeds (Feedid, FeedName, Nutritions.DryMatter, PlannedWeight, SortOrder). */
export const POST = route({ input: ZUpdateFeedRequest, output: ZRecipeResponse }, async ({ db, actor, market, input, audit }) => {
  requireFinnish(market);
  return { Recipe: await updateFeed(db, { actor, input, ctx: audit }) };
});
