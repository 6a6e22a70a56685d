/**
 * The three grain price overviews (spec 3 §7: price-grain-overview, price-grain-reseller-overview,
 * price-grain-reseller-admin-overview) are one family of five calls, declared here once and
 * mounted per path: `export const POST = overviewCalls("reseller").add;` (decision 028).
 * The variants differ only in who may call them: the plain overview is public to read
 * (favourites need a session), the reseller ones need the reseller roles (403 otherwise).
 */
import { callFamily } from "@/lib/api/family";
import { publicRoute, route } from "@/lib/api/handler";
import type { Role } from "@/lib/auth/roles";
import { addOverviewFavorites } from "./add-overview-favorites";
import { OVERVIEW_VARIANTS, type OverviewVariant } from "./constants";
import { getPriceOverview } from "./get-price-overview";
import { removeOverviewFavorites } from "./remove-overview-favorites";
import {
  ZGetOverviewRequest,
  ZOverviewFavoriteRequest,
  ZOverviewFavoriteResponse,
  ZOverviewFavoritesRequest,
  ZOverviewResponse,
} from "./schemas";

const ROLES: Record<OverviewVariant, Role[] | undefined> = {
  overview: undefined,
  reseller: ["reseller", "resellerAdmin"],
  reseller_admin: ["resellerAdmin"],
};

const one = () => "priceGrainOverviewFavorite";
const nth = (i: number) => `priceGrainOverviewFavorites.${i}`;

function declare(variant: OverviewVariant) {
  const roles = ROLES[variant];
  const read = { input: ZGetOverviewRequest, output: ZOverviewResponse };
  // the favourites and the role-only overviews need the prices area at the active customer (decision 046)
  const readArea = { name: "prices", level: "read" } as const;
  const area = { name: "prices", level: "write" } as const;
  return {
    /** Get…Overview: priceAreaId (date) → { Variant, PriceAreaId, …, Groups: [{ …, Rows }], CanFavorite } */
    get: roles
      ? route({ ...read, roles, area: readArea }, ({ db, actor, market, input }) =>
          getPriceOverview(db, { actor, market, variant, priceAreaId: input.priceAreaId, date: input.date }),
        )
      : publicRoute(read, ({ db, actor, market, input }) =>
          getPriceOverview(db, { actor, market, variant, priceAreaId: input.priceAreaId, date: input.date }),
        ),
    /** Add…Favorite: priceGrainOverviewFavorite { PriceAreaId, PriceGroupId, ItemNumber, Sort } → { success, count } */
    add: route({ input: ZOverviewFavoriteRequest, output: ZOverviewFavoriteResponse, roles, area }, ({ db, actor, market, input, audit }) =>
      addOverviewFavorites(db, { actor, market, variant, favorites: [input.priceGrainOverviewFavorite], field: one, ctx: audit }),
    ),
    /** AddAll…Favorites: a JSON list of favourites (or { priceGrainOverviewFavorites: [...] }) → { success, count } */
    addAll: route(
      { input: ZOverviewFavoritesRequest, output: ZOverviewFavoriteResponse, roles, area },
      ({ db, actor, market, input, audit }) =>
        addOverviewFavorites(db, { actor, market, variant, favorites: input.priceGrainOverviewFavorites, field: nth, ctx: audit }),
    ),
    /** Remove…Favorite: as Add…Favorite */
    remove: route(
      { input: ZOverviewFavoriteRequest, output: ZOverviewFavoriteResponse, roles, area },
      ({ db, actor, market, input, audit }) =>
        removeOverviewFavorites(db, { actor, market, variant, favorites: [input.priceGrainOverviewFavorite], field: one, ctx: audit }),
    ),
    /** RemoveAll…Favorites: as AddAll…Favorites */
    removeAll: route(
      { input: ZOverviewFavoritesRequest, output: ZOverviewFavoriteResponse, roles, area },
      ({ db, actor, market, input, audit }) =>
        removeOverviewFavorites(db, { actor, market, variant, favorites: input.priceGrainOverviewFavorites, field: nth, ctx: audit }),
    ),
  };
}

const FAMILY = callFamily(OVERVIEW_VARIANTS, declare);

/** The five calls of one overview variant, to mount in its route files. */
export const overviewCalls = (variant: OverviewVariant) => FAMILY[variant];
