import { route } from "@/lib/api/handler";
import { setWorkshopStar } from "@/lib/machines/set-workshop-star";
import { ZSetStarRequest, ZSetStarResponse } from "@/lib/machines/schemas";

/** POST /api/workshop/setstar (spec 2 §7): city, newStarValue → { city, isStarred }; signed-in users only (401). */
export const POST = route(
  { input: ZSetStarRequest, area: { name: "machines", level: "write" }, output: ZSetStarResponse },
  ({ db, actor, market, input, audit }) => setWorkshopStar(db, { actor, market, city: input.city, value: input.newStarValue, ctx: audit }),
);
