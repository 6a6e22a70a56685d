import { route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { scaleMixRemaining } from "@/lib/feed-mix/scale-mix";
import { ZMixRequest, ZMixResponse } from "@/lib/feed-mix/schemas";

/** POST /api/maiturimix/scaleaccordingcomponents (spec GET): "calculate final recipe" — the remaining components scaled to the actual amounts. */
export const POST = route({ input: ZMixRequest, output: ZMixResponse }, async ({ db, actor, market, input, audit }) => {
  requireFinnish(market);
  return scaleMixRemaining(db, { actor, input, ctx: audit });
});
