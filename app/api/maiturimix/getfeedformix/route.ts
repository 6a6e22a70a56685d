import { route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { getFeedForMix } from "@/lib/feed-mix/get-feed-for-mix";
import { ZGetFeedForMixRequest, ZMixResponse } from "@/lib/feed-mix/schemas";

/** GET /api/maiturimix/getfeedformix?id=&animalCount=[&size=|&percent=]: starts (or resumes) mixing the recipe. */
export const GET = route({ input: ZGetFeedForMixRequest, output: ZMixResponse }, async ({ db, actor, market, input, audit }) => {
  requireFinnish(market);
  return getFeedForMix(db, { actor, input, ctx: audit });
});
