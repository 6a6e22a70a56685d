import { route } from "@/lib/api/handler";
import { getGrainFavorites } from "@/lib/prices/get-grain-favorites";
import { ZGetGrainFavoritesRequest, ZGrainFavoritesResponse } from "@/lib/prices/schemas";

/**
 * The user's favourite crops with their prices (spec 2 §7): Date, PageId →
 * { Favorites: [{ PriceArea, PriceAreaName, ItemNumber, ItemName, Sort, PricePeriods, PriceDate }], Max, Currency, Unit }.
 */
export const POST = route(
  { input: ZGetGrainFavoritesRequest, area: { name: "prices", level: "read" }, output: ZGrainFavoritesResponse },
  ({ db, actor, market, input }) => getGrainFavorites(db, { actor, market, date: input.Date }),
);
