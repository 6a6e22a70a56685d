import { route } from "@/lib/api/handler";
import { requireFinnish } from "@/lib/feed-mix/access";
import { saveMix } from "@/lib/feed-mix/save-mix";
import { ZMixRequest, ZSaveMixResponse } from "@/lib/feed-mix/schemas";

/** POST /api/maiturimix/savemix (no body, or mixId) → RecordId and data (the saved mix). */
export const POST = route({ input: ZMixRequest, output: ZSaveMixResponse }, async ({ db, actor, market, input, audit }) => {
  requireFinnish(market);
  return saveMix(db, { actor, input, ctx: audit });
});
