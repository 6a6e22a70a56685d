import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { articles, grainSorts, priceAreas, priceFavorites, resellerMargins } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import { agreementYear } from "./agreement-year";
import { PRICE_UNIT, type OverviewVariant } from "./constants";
import { loadCurrentPrices } from "./load-current-prices";
import { periodLabel } from "./period-label";
import { requireOverviewAccess } from "./require-overview-access";
import type { TOverviewGroup, TOverviewPrice, TOverviewResponse } from "./schemas";

/**
 * A price overview (spec 3 "Grain price overview, reseller overview and reseller admin
 * overview"): every priced grain article and sort of the price area in the list current on the
 * date, grouped by price group, one column per price period. The variants differ in the price:
 * - overview: the farmer price;
 * - reseller: the price the cooperative pays the reseller (farmer price + the group's margin);
 * - reseller_admin: that price, plus the farmer price and the margin behind it.
 * Favourites (IsFavorite, HasFavorite, AllFavorite) are the signed-in user's of this variant.
 */
export async function getPriceOverview(
  db: DbOrTx,
  opts: { actor: Actor | null; market: Market; variant: OverviewVariant; priceAreaId: number; date?: string; now?: Date },
): Promise<TOverviewResponse> {
  const { actor, market, variant } = opts;
  requireOverviewAccess(actor, variant);
  const [area] = await db
    .select({ id: priceAreas.id, name: priceAreas.name })
    .from(priceAreas)
    .where(and(eq(priceAreas.id, opts.priceAreaId), eq(priceAreas.market, market)))
    .limit(1);
  if (!area)
    throw new AppError("BAD_REQUEST", "prices.validation.unknownArea", { fields: { priceAreaId: ["prices.validation.unknownArea"] } });
  const date = opts.date ?? todayIn(market, opts.now);

  const crops = await db
    .select({
      articleId: articles.id,
      itemNumber: articles.itemNumber,
      itemName: articles.name,
      grainType: articles.grainType,
      priceGroupId: articles.priceGroupId,
      priceGroupName: articles.priceGroupName,
      sort: grainSorts.sort,
    })
    .from(articles)
    .innerJoin(grainSorts, eq(grainSorts.articleId, articles.id))
    .where(and(eq(articles.market, market), eq(articles.category, "grain"), eq(articles.active, true)))
    .orderBy(asc(articles.priceGroupId), asc(articles.itemNumber), asc(grainSorts.sortOrder), asc(grainSorts.sort));
  const prices = await loadCurrentPrices(db, { priceAreaIds: [area.id], date });

  const periodKeys = [...new Map(prices.map((p) => [`${p.priceTypeId}|${p.pricePeriod}`, p])).values()].sort(
    (a, b) => a.priceTypeId - b.priceTypeId || a.pricePeriod.localeCompare(b.pricePeriod),
  );
  const periods = periodKeys.map((p) => ({
    PriceTypeId: p.priceTypeId,
    PricePeriod: p.pricePeriod,
    DisplayLabel: periodLabel(p, market),
    AgreementYear: agreementYear(p.pricePeriod),
  }));

  const margins = new Map<number, number>();
  if (variant !== "overview") {
    const rows = await db
      .select({ priceGroupId: resellerMargins.priceGroupId, margin: resellerMargins.margin })
      .from(resellerMargins)
      .where(eq(resellerMargins.market, market));
    for (const r of rows) margins.set(r.priceGroupId, Number(r.margin));
  }

  const favorites = new Set<string>();
  if (actor) {
    const favs = await db
      .select({ articleId: priceFavorites.articleId, sort: priceFavorites.sort })
      .from(priceFavorites)
      .where(and(eq(priceFavorites.userId, actor.userId), eq(priceFavorites.kind, variant), eq(priceFavorites.priceAreaId, area.id)));
    for (const f of favs) favorites.add(`${f.articleId}|${f.sort}`);
  }

  const groups = new Map<number, TOverviewGroup>();
  for (const c of crops) {
    const own = prices.filter((p) => p.articleId === c.articleId && p.sort === c.sort);
    if (own.length === 0) continue;
    const groupId = c.priceGroupId ?? 0;
    const margin = margins.get(groupId) ?? 0;
    const cells = periodKeys.map((k): TOverviewPrice | null => {
      const p = own.find((x) => x.priceTypeId === k.priceTypeId && x.pricePeriod === k.pricePeriod);
      if (!p) return null;
      const farmer = Number(p.price);
      if (variant === "overview") return { PriceTypeId: p.priceTypeId, PricePeriod: p.pricePeriod, Price: farmer };
      const cell: TOverviewPrice = {
        PriceTypeId: p.priceTypeId,
        PricePeriod: p.pricePeriod,
        Price: Math.round((farmer + margin) * 100) / 100,
      };
      if (variant === "reseller_admin") Object.assign(cell, { FarmerPrice: farmer, Margin: margin });
      return cell;
    });
    let group = groups.get(groupId);
    if (!group) {
      group = {
        PriceGroupId: groupId,
        PriceGroupName: c.priceGroupName ?? c.grainType ?? "",
        HasFavorite: false,
        AllFavorite: false,
        Rows: [],
      };
      groups.set(groupId, group);
    }
    group.Rows.push({
      ItemNumber: c.itemNumber,
      ItemName: c.itemName,
      Sort: c.sort,
      PriceGroupId: groupId,
      IsFavorite: favorites.has(`${c.articleId}|${c.sort}`),
      Prices: cells,
    });
  }
  const out = [...groups.values()].map((g) => ({
    ...g,
    HasFavorite: g.Rows.some((r) => r.IsFavorite),
    AllFavorite: g.Rows.every((r) => r.IsFavorite),
  }));
  return {
    Variant: variant,
    PriceAreaId: area.id,
    PriceAreaName: area.name,
    Date: date,
    PriceDate: prices.reduce<string | null>((d, p) => (d === null || p.priceDate > d ? p.priceDate : d), null),
    ...PRICE_UNIT[market],
    Periods: periods,
    Groups: out,
    CanFavorite: actor !== null,
  };
}
