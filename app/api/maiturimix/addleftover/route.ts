import { route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { addLeftover } from "@/lib/feed-mix/change-saved-mix";
import { ZAddLeftoverRequest, ZLeftoverResponse } from "@/lib/feed-mix/schemas";

/** POST /api/maiturimix/addleftover (spec GET): id and leftover (kg, required) → Status. */
export const POST = route({ input: ZAddLeftoverRequest, output: ZLeftoverResponse }, async ({ db, actor, market, input, audit }) => {
  requireFinnish(market);
  return addLeftover(db, { actor, input, ctx: audit });
});
