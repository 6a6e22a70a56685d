"use client";

/**
 * The grain price page (spec 2 §2 "Grain price page", §4 "Favourites", §7 "Grain price list",
 * §8 "Price alerts and favourites"): area, product, sort and date pickers; the crop's price
 * periods (GetPricePeriods); the user's favourite crops with their prices for the date
 * (get-favorites). A star toggles a crop as favourite (update-favorite); a favourite switched
 * off stays on the list as inactive until the page is reloaded, so it can be switched on again.
 * At the maximum (a page value) a modal opens instead of the call. The form and the page's own
 * state are one reducer (grain-prices-state.ts); the calls go through the client data layer.
 */
import "./prices.css";
import { useId, useReducer, useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { DatePicker } from "@/components/ui/date-picker";
import { useDialogs } from "@/components/ui/dialogs";
import { Loader } from "@/components/ui/loader";
import { ApiError } from "@/lib/client/api-fetch";
import { areaKey, useApiMutation, useApiQuery } from "@/lib/client/query";
import type { Market } from "@/lib/market";
import { formatIsoDate } from "@/lib/prices/format";
import type {
  TGetPricePeriodsResponse,
  TGrainFavoritesResponse,
  TGrainType,
  TGrainTypesResponse,
  TUpdateGrainFavoriteResponse,
} from "@/lib/prices/schemas";
import { GrainFavorites } from "./grain-favorites";
import { FavoriteStar, PeriodTable } from "./grain-price-parts";
import { activeFavorites, cropKey, grainPricesReducer, initialGrainPrices, sameCrop, shownSort, type CropKey } from "./grain-prices-state";

export interface GrainPricesProps {
  market: Market;
  pageId: number;
  areas: { id: number; name: string }[];
  products: { itemNumber: string; name: string }[];
  /** the sorts of the first product */
  initialSorts: TGrainType[];
  /** the first search's answer (first area, product and sort, today), read with the page */
  initialPeriods?: TGetPricePeriodsResponse;
  /** today's favourites, read with the page (absent: loaded here) */
  initialFavorites?: TGrainFavoritesResponse;
  /** when the page read them (ms since the epoch) */
  readAt?: number;
  /** today in the market, yyyy-MM-dd */
  today: string;
  /** the page value "maximum number of favourites" */
  maxFavorites: number;
}

export function GrainPrices({
  market,
  pageId,
  areas,
  products,
  initialSorts,
  initialPeriods,
  initialFavorites,
  readAt,
  today,
  maxFavorites,
}: GrainPricesProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const ids = useId();
  const [s, dispatch] = useReducer(
    grainPricesReducer,
    { areas, products, firstSort: initialSorts[0]?.GrainName ?? null, today },
    initialGrainPrices,
  );
  const { area, product, date, dateValid } = s;

  // the product's sorts (the first product's came with the page)
  const sortsQuery = useApiQuery<TGrainTypesResponse>(
    areaKey("prices", "grain-sorts", product),
    "/api/price-grain/get-grain-type-by-product",
    { itemnumber: product },
    {
      method: "GET",
      initialData: product === products[0]?.itemNumber ? { GrainTypes: initialSorts } : undefined,
      log: "[price-grain] sorts",
    },
  );
  const sorts = sortsQuery.data?.GrainTypes ?? [];
  const sortsFailed = sortsQuery.isError;
  const sort = shownSort(s, sorts);

  // the search the page started with (the first area, product and sort, today)
  const [firstSearch] = useState(s.search);
  const crop = s.search?.crop;
  const result = useApiQuery<TGetPricePeriodsResponse>(
    areaKey("prices", "grain-periods"),
    "/api/price-grain/GetPricePeriods",
    crop && s.search ? { Area: crop.PriceArea, ItemNumber: crop.ItemNumber, Sort: crop.Sort, Date: s.search.date, PageId: pageId } : null,
    {
      enabled: Boolean(crop),
      keepPrevious: true,
      log: "[price-grain] GetPricePeriods",
      // the page's first search came with it (decision 102): only that search (the state's first one)
      ...(firstSearch && s.search && sameCrop(s.search.crop, firstSearch.crop) && s.search.date === firstSearch.date
        ? { initialData: initialPeriods, initialDataUpdatedAt: readAt }
        : {}),
    },
  );
  const searching = result.isFetching;
  // the last answered search stays on screen (with its own crop) while the next one loads
  // (kept in state and updated during render when a newer answer arrives: React's "storing information from previous renders")
  const [settled, setSettled] = useState<{ crop: CropKey; reply: TGetPricePeriodsResponse } | null>(null);
  const last = result.isError
    ? null
    : crop && result.data && !result.isPlaceholderData && settled?.reply !== result.data
      ? { crop, reply: result.data }
      : settled;
  if (last !== settled) setSettled(last);
  const shown = last
    ? {
        crop: {
          ...last.crop,
          areaName: areas.find((a) => a.id === last.crop.PriceArea)?.name ?? "",
          productName: products.find((p) => p.itemNumber === last.crop.ItemNumber)?.name ?? last.crop.ItemNumber,
        },
        reply: last.reply,
      }
    : null;

  const favoritesQuery = useApiQuery<TGrainFavoritesResponse>(
    areaKey("prices", "grain-favorites"),
    "/api/price-grain/get-favorites",
    { Date: s.favoritesDate, PageId: pageId },
    {
      keepPrevious: true,
      log: "[price-grain] get-favorites",
      ...(s.favoritesDate === today ? { initialData: initialFavorites, initialDataUpdatedAt: readAt } : {}),
    },
  );
  const favorites = favoritesQuery.data?.Favorites ?? null;
  const max = favoritesQuery.data?.Max ?? maxFavorites;
  const activeCount = activeFavorites(favorites ?? undefined, s.inactive).length;
  const updateFavorite = useApiMutation<TUpdateGrainFavoriteResponse>("/api/price-grain/update-favorite");

  /** Loads the favourites for a date; the same date again loads them again. */
  async function loadFavorites(onDate: string) {
    if (onDate === s.favoritesDate) await favoritesQuery.refetch();
    else dispatch({ type: "favoritesDate", date: onDate });
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!dateValid || !date) return;
    const next: CropKey = { PriceArea: area, ItemNumber: product, Sort: sort };
    // the same search again is run again (a new price list may have come)
    if (s.search && sameCrop(s.search.crop, next) && s.search.date === date) void result.refetch();
    if (s.favoritesDate === date) void favoritesQuery.refetch();
    dispatch({ type: "submit", crop: next, date });
  }

  const isActive = (c: CropKey) => Boolean(favorites?.some((f) => sameCrop(f, c)) && !s.inactive.has(cropKey(c)));

  async function toggleFavorite(c: CropKey, fromSearch: boolean) {
    const key = cropKey(c);
    if (s.pending.has(key) || favorites === null) return;
    const addNew = !isActive(c);
    const showLimit = () =>
      dialogs.info({ title: t("prices.grain.favoriteLimitTitle"), message: t("prices.grain.favoriteLimit", { max }) });
    if (addNew && activeCount >= max) {
      await showLimit();
      return;
    }
    dispatch({ type: "pending", key, on: true });
    try {
      await updateFavorite.mutateAsync({
        crop: { PriceArea: c.PriceArea, ItemNumber: c.ItemNumber, Sort: c.Sort },
        addNew,
        favoriteSearch: fromSearch,
      });
      dispatch({ type: "favorite", key, on: addNew });
      if (addNew && !favorites.some((f) => sameCrop(f, c))) await loadFavorites(date || today);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      if (addNew && e instanceof ApiError && e.status === 409) await showLimit();
      else
        await dialogs.alert({
          title: t("prices.grain.favoriteErrorTitle"),
          message: t(addNew ? "prices.grain.addFailed" : "prices.grain.updateFailed"),
        });
    } finally {
      dispatch({ type: "pending", key, on: false });
    }
  }

  const unit = shown?.reply.Unit ?? (market === "fi" ? "€/t" : "kr/ton");
  const pending = s.pending;
  const searchFailed = result.isError && !result.isFetching;
  const setArea = (v: number) => dispatch({ type: "area", area: v });
  const setSort = (v: string) => dispatch({ type: "sort", sort: v });

  return (
    <div className="grain-prices" data-max-favorites={max}>
      <form className="price-form" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={`${ids}-area`}>{t("prices.common.area")}</label>
          <select id={`${ids}-area`} value={area} onChange={(e) => setArea(Number(e.target.value))}>
            {areas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-product`}>{t("prices.common.product")}</label>
          <select
            id={`${ids}-product`}
            value={product}
            // the sorts of the new product load first (the search waits for them); the same product again keeps its sort
            onChange={(e) => dispatch({ type: "product", product: e.target.value })}
          >
            {products.map((p) => (
              <option key={p.itemNumber} value={p.itemNumber}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-sort`}>{t("prices.common.sort")}</label>
          <select
            id={`${ids}-sort`}
            value={sort}
            onChange={(e) => setSort(e.target.value)}
            aria-describedby={sortsFailed ? `${ids}-sort-error` : undefined}
          >
            {sorts.map((g) => (
              <option key={g.GrainName} value={g.GrainName}>
                {g.GrainName}
              </option>
            ))}
          </select>
          {sortsFailed ? (
            <p id={`${ids}-sort-error`} className="field-error">
              {t("prices.grain.sortsLoadFailed")}
            </p>
          ) : null}
        </div>
        <DatePicker
          market={market}
          label={t("prices.common.date")}
          value={date}
          onChange={(iso, change) => dispatch({ type: "date", date: iso, valid: change.valid })}
          required
        />
        <div className="price-form__actions">
          <button type="submit" className="btn" disabled={searching || !dateValid || !sort}>
            {t("prices.grain.search")}
          </button>
        </div>
      </form>

      <section className="price-result" aria-labelledby={`${ids}-result`} aria-busy={searching}>
        {searching ? <Loader /> : null}
        {searchFailed ? (
          <p role="alert" className="alert alert--error">
            {t("prices.common.loadFailed")}
          </p>
        ) : null}
        {shown ? (
          <>
            <div className="price-result__head">
              <h2 id={`${ids}-result`}>
                {t("prices.grain.resultTitle", { product: shown.crop.productName, sort: shown.crop.Sort, area: shown.crop.areaName })}
              </h2>
              {favorites !== null ? (
                <FavoriteStar
                  on={isActive(shown.crop)}
                  label={t("prices.grain.favoriteLabel", { crop: `${shown.crop.productName}, ${shown.crop.Sort}, ${shown.crop.areaName}` })}
                  disabled={pending.has(cropKey(shown.crop))}
                  onClick={() =>
                    void toggleFavorite({ PriceArea: shown.crop.PriceArea, ItemNumber: shown.crop.ItemNumber, Sort: shown.crop.Sort }, true)
                  }
                />
              ) : null}
            </div>
            {shown.reply.PricePeriods.length === 0 ? (
              <p className="alert alert--info" role="status">
                {t("prices.grain.noPrices")}
              </p>
            ) : (
              <>
                <PeriodTable
                  periods={shown.reply.PricePeriods}
                  unit={unit}
                  market={market}
                  caption={t("prices.grain.resultTitle", {
                    product: shown.crop.productName,
                    sort: shown.crop.Sort,
                    area: shown.crop.areaName,
                  })}
                />
                {shown.reply.PriceDate ? (
                  <p className="field-help">{t("prices.common.priceListDate", { date: formatIsoDate(shown.reply.PriceDate, market) })}</p>
                ) : null}
              </>
            )}
          </>
        ) : (
          <h2 id={`${ids}-result`} className="visually-hidden">
            {t("prices.grain.search")}
          </h2>
        )}
      </section>

      <GrainFavorites
        id={`${ids}-favorites`}
        market={market}
        unit={unit}
        query={favoritesQuery}
        max={max}
        activeCount={activeCount}
        inactive={s.inactive}
        pending={pending}
        onToggle={(f) => void toggleFavorite(f, false)}
      />
    </div>
  );
}
