import { route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { setAutoScale } from "@/lib/feed-mix/scale-mix";
import { ZAutoScaleRequest, ZMixResponse } from "@/lib/feed-mix/schemas";

/** POST /api/maiturimix/autoscale (spec GET): scaleAccordingToFirstItem turns the mix's auto-scale option on or off. */
export const POST = route({ input: ZAutoScaleRequest, output: ZMixResponse }, async ({ db, actor, market, input, audit }) => {
  requireFinnish(market);
  return setAutoScale(db, { actor, input, ctx: audit });
});
