import { route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { deleteMix } from "@/lib/feed-mix/change-saved-mix";
import { ZDeleteMixRequest, ZDeleteResponse } from "@/lib/feed-mix/schemas";

/** POST /api/maiturimix/deletemix (spec GET): id → Status OK (a missing id is a 400 on the field). */
export const POST = route({ input: ZDeleteMixRequest, output: ZDeleteResponse }, async ({ db, actor, market, input, audit }) => {
  requireFinnish(market);
  return deleteMix(db, { actor, input, ctx: audit });
});
