import { route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { ZMixResponse, ZUpdateMixRequest } from "@/lib/feed-mix/schemas";
import { updateMix } from "@/lib/feed-mix/update-mix";

/** POST /api/maiturimix/updatemix (spec GET): feedName, weight (the scale's cumulative reading), sortOrder, scaleaccordingcomponentsBtn, mixId, idempotencyKey. */
export const POST = route({ input: ZUpdateMixRequest, output: ZMixResponse }, async ({ db, actor, market, input, audit }) => {
  requireFinnish(market);
  return updateMix(db, { actor, input, ctx: audit });
});
