import { route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { ZMixRequest, ZStatusResponse } from "@/lib/feed-mix/schemas";
import { startMixingAgain } from "@/lib/feed-mix/start-mixing-again";

/** POST /api/maiturimix/startmixingagain: the open mix is dropped; the screen goes back to the recipe detail. */
export const POST = route({ input: ZMixRequest, output: ZStatusResponse }, async ({ db, actor, market, input, audit }) => {
  requireFinnish(market);
  return startMixingAgain(db, { actor, input, ctx: audit });
});
