import { route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { createManualMix } from "@/lib/feed-mix/create-manual-mix";
import { ZCreateManualMixRequest, ZCreateManualMixResponse } from "@/lib/feed-mix/schemas";

/** POST /api/maiturimix/createmanualmix: FeedingPlanId, Size, StartDate (d/m/yyyy), AnimalCount — each required. */
export const POST = route(
  { input: ZCreateManualMixRequest, output: ZCreateManualMixResponse },
  async ({ db, actor, market, input, audit }) => {
    requireFinnish(market);
    return createManualMix(db, { actor, input, ctx: audit });
  },
);
