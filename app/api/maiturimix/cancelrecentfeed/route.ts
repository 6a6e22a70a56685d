import { route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { cancelRecentFeed } from "@/lib/feed-mix/cancel-recent-feed";
import { ZCancelRecentRequest, ZMixResponse } from "@/lib/feed-mix/schemas";

/** POST /api/maiturimix/cancelrecentfeed (spec GET): currentDate (ISO), mixId, idempotencyKey → the most recent component undone. */
export const POST = route({ input: ZCancelRecentRequest, output: ZMixResponse }, async ({ db, actor, market, input, audit }) => {
  requireFinnish(market);
  return cancelRecentFeed(db, { actor, input, ctx: audit });
});
