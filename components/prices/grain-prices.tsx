"use client";

/**
 * The grain price page (spec 2 §2 "Grain price page", §4 "Favourites", §7 "Grain price list",
 * §8 "Price alerts and favourites"): area, product, sort and date pickers; the crop's price
 * periods (GetPricePeriods); the user's favourite crops with their prices for the date
 * (get-favorites). A star toggles a crop as favourite (update-favorite); a favourite switched
 * off stays on the list as inactive until the page is reloaded, so it can be switched on again.
 * At the maximum (a page value) a modal opens instead of the call.
 */
import "./prices.css";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { DatePicker } from "@/components/ui/date-picker";
import { useDialogs } from "@/components/ui/dialogs";
import { Loader } from "@/components/ui/loader";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import type { Market } from "@/lib/market";
import { formatIsoDate, formatPrice } from "@/lib/prices/format";
import type {
  TGetPricePeriodsResponse,
  TGrainFavorite,
  TGrainFavoritesResponse,
  TGrainType,
  TGrainTypesResponse,
  TPricePeriod,
  TUpdateGrainFavoriteResponse,
} from "@/lib/prices/schemas";

export interface GrainPricesProps {
  market: Market;
  pageId: number;
  areas: { id: number; name: string }[];
  products: { itemNumber: string; name: string }[];
  /** the sorts of the first product */
  initialSorts: TGrainType[];
  /** today in the market, yyyy-MM-dd */
  today: string;
  /** the page value "maximum number of favourites" */
  maxFavorites: number;
}

interface CropKey {
  PriceArea: number;
  ItemNumber: string;
  Sort: string;
}

const sameCrop = (a: CropKey, b: CropKey) => a.PriceArea === b.PriceArea && a.ItemNumber === b.ItemNumber && a.Sort === b.Sort;
const cropKey = (c: CropKey) => `${c.PriceArea};${c.ItemNumber};${c.Sort}`;

interface SearchResult {
  crop: CropKey & { areaName: string; productName: string };
  reply: TGetPricePeriodsResponse;
}

export function GrainPrices({ market, pageId, areas, products, initialSorts, today, maxFavorites }: GrainPricesProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const ids = useId();
  const [area, setArea] = useState<number>(areas[0]?.id ?? 0);
  const [product, setProduct] = useState(products[0]?.itemNumber ?? "");
  const [sorts, setSorts] = useState<TGrainType[]>(initialSorts);
  const [sort, setSort] = useState(initialSorts[0]?.GrainName ?? "");
  const [date, setDate] = useState(today);
  const [dateValid, setDateValid] = useState(true);
  const [result, setResult] = useState<SearchResult | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchFailed, setSearchFailed] = useState(false);
  const [sortsFailed, setSortsFailed] = useState(false);

  const [favorites, setFavorites] = useState<TGrainFavorite[] | null>(null);
  const [inactive, setInactive] = useState<ReadonlySet<string>>(new Set());
  const [favoritesFailed, setFavoritesFailed] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [max, setMax] = useState(maxFavorites);
  const searchCtrl = useRef<AbortController | null>(null);
  const favoritesCtrl = useRef<AbortController | null>(null);
  const firstSort = useRef(true);

  // the product's sorts
  useEffect(() => {
    if (firstSort.current) {
      firstSort.current = false;
      return;
    }
    const ctrl = new AbortController();
    setSortsFailed(false);
    apiFetch<TGrainTypesResponse>(`/api/price-grain/get-grain-type-by-product?itemnumber=${encodeURIComponent(product)}`, { method: "GET", signal: ctrl.signal })
      .then((r) => {
        setSorts(r.GrainTypes);
        setSort(r.GrainTypes[0]?.GrainName ?? "");
      })
      .catch((e) => {
        if (ctrl.signal.aborted || (e instanceof ApiError && e.status === 401)) return;
        console.error("[price-grain] sorts failed", e);
        setSorts([]);
        setSortsFailed(true);
      });
    return () => ctrl.abort();
  }, [product]);

  const search = useCallback(
    async (crop: CropKey, onDate: string) => {
      searchCtrl.current?.abort();
      const ctrl = new AbortController();
      searchCtrl.current = ctrl;
      setSearching(true);
      setSearchFailed(false);
      try {
        const reply = await apiFetch<TGetPricePeriodsResponse>("/api/price-grain/GetPricePeriods", {
          body: { Area: crop.PriceArea, ItemNumber: crop.ItemNumber, Sort: crop.Sort, Date: onDate, PageId: pageId },
          signal: ctrl.signal,
        });
        setResult({
          crop: { ...crop, areaName: areas.find((a) => a.id === crop.PriceArea)?.name ?? "", productName: products.find((p) => p.itemNumber === crop.ItemNumber)?.name ?? crop.ItemNumber },
          reply,
        });
      } catch (e) {
        if (ctrl.signal.aborted || (e instanceof ApiError && e.status === 401)) return;
        console.error("[price-grain] GetPricePeriods failed", e);
        setResult(null);
        setSearchFailed(true);
      } finally {
        // the newest request ends the loading state, also when it was aborted without a successor
        if (searchCtrl.current === ctrl) setSearching(false);
      }
    },
    [areas, pageId, products],
  );

  const loadFavorites = useCallback(
    async (onDate: string) => {
      favoritesCtrl.current?.abort();
      const ctrl = new AbortController();
      favoritesCtrl.current = ctrl;
      try {
        const r = await apiFetch<TGrainFavoritesResponse>("/api/price-grain/get-favorites", { body: { Date: onDate, PageId: pageId }, signal: ctrl.signal });
        setFavorites(r.Favorites);
        setMax(r.Max);
        setFavoritesFailed(false);
      } catch (e) {
        if (ctrl.signal.aborted || (e instanceof ApiError && e.status === 401)) return;
        console.error("[price-grain] get-favorites failed", e);
        setFavoritesFailed(true);
      } finally {
        // never leave the list loading when its request was dropped without a successor
        if (favoritesCtrl.current === ctrl && ctrl.signal.aborted) setFavorites((f) => f ?? []);
      }
    },
    [pageId],
  );

  // first view: the default crop and the favourites for today
  useEffect(() => {
    if (areas[0] && products[0]) void search({ PriceArea: areas[0].id, ItemNumber: products[0].itemNumber, Sort: initialSorts[0]?.GrainName ?? "" }, today);
    void loadFavorites(today);
    return () => {
      searchCtrl.current?.abort();
      favoritesCtrl.current?.abort();
    };
  }, []);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!dateValid || !date) return;
    void search({ PriceArea: area, ItemNumber: product, Sort: sort }, date);
    void loadFavorites(date);
  }

  const isActive = (c: CropKey) => Boolean(favorites?.some((f) => sameCrop(f, c)) && !inactive.has(cropKey(c)));
  const activeCount = (favorites ?? []).filter((f) => !inactive.has(cropKey(f))).length;

  async function toggleFavorite(crop: CropKey, fromSearch: boolean) {
    const key = cropKey(crop);
    if (pending.has(key) || favorites === null) return;
    const addNew = !isActive(crop);
    const showLimit = () => dialogs.info({ title: t("prices.grain.favoriteLimitTitle"), message: t("prices.grain.favoriteLimit", { max }) });
    if (addNew && activeCount >= max) {
      await showLimit();
      return;
    }
    setPending((p) => new Set(p).add(key));
    try {
      await apiFetch<TUpdateGrainFavoriteResponse>("/api/price-grain/update-favorite", { body: { crop, addNew, favoriteSearch: fromSearch } });
      if (addNew) {
        setInactive((s) => {
          const n = new Set(s);
          n.delete(key);
          return n;
        });
        if (!favorites.some((f) => sameCrop(f, crop))) await loadFavorites(date || today);
      } else {
        setInactive((s) => new Set(s).add(key));
      }
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      if (addNew && e instanceof ApiError && e.status === 409) await showLimit();
      else await dialogs.alert({ title: t("prices.grain.favoriteErrorTitle"), message: t(addNew ? "prices.grain.addFailed" : "prices.grain.updateFailed") });
    } finally {
      setPending((p) => {
        const n = new Set(p);
        n.delete(key);
        return n;
      });
    }
  }

  const unit = result?.reply.Unit ?? (market === "fi" ? "€/t" : "kr/ton");

  return (
    <div className="grain-prices" data-max-favorites={max}>
      <form className="price-form" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={`${ids}-area`}>{t("prices.common.area")}</label>
          <select id={`${ids}-area`} value={area} onChange={(e) => setArea(Number(e.target.value))}>
            {areas.map((a) => (
              <option key={a.id} value={a.id}>{a.name}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-product`}>{t("prices.common.product")}</label>
          <select
            id={`${ids}-product`}
            value={product}
            onChange={(e) => {
              // the same product again (e.g. a replayed change): keep its sorts, nothing reloads
              if (e.target.value === product) return;
              // the sorts of the new product load first (the search waits for them)
              setSorts([]);
              setSort("");
              setProduct(e.target.value);
            }}
          >
            {products.map((p) => (
              <option key={p.itemNumber} value={p.itemNumber}>{p.name}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-sort`}>{t("prices.common.sort")}</label>
          <select id={`${ids}-sort`} value={sort} onChange={(e) => setSort(e.target.value)} aria-describedby={sortsFailed ? `${ids}-sort-error` : undefined}>
            {sorts.map((s) => (
              <option key={s.GrainName} value={s.GrainName}>{s.GrainName}</option>
            ))}
          </select>
          {sortsFailed ? <p id={`${ids}-sort-error`} className="field-error">{t("prices.grain.sortsLoadFailed")}</p> : null}
        </div>
        <DatePicker
          market={market}
          label={t("prices.common.date")}
          value={date}
          onChange={(iso, change) => {
            setDate(iso);
            setDateValid(change.valid);
          }}
          required
        />
        <div className="price-form__actions">
          <button type="submit" className="btn" disabled={searching || !dateValid || !sort}>{t("prices.grain.search")}</button>
        </div>
      </form>

      <section className="price-result" aria-labelledby={`${ids}-result`} aria-busy={searching}>
        {searching ? <Loader /> : null}
        {searchFailed ? <p role="alert" className="alert alert--error">{t("prices.common.loadFailed")}</p> : null}
        {result ? (
          <>
            <div className="price-result__head">
              <h2 id={`${ids}-result`}>{t("prices.grain.resultTitle", { product: result.crop.productName, sort: result.crop.Sort, area: result.crop.areaName })}</h2>
              {favorites !== null ? (
                <FavoriteStar
                  on={isActive(result.crop)}
                  label={t("prices.grain.favoriteLabel", { crop: `${result.crop.productName}, ${result.crop.Sort}, ${result.crop.areaName}` })}
                  disabled={pending.has(cropKey(result.crop))}
                  onClick={() => void toggleFavorite({ PriceArea: result.crop.PriceArea, ItemNumber: result.crop.ItemNumber, Sort: result.crop.Sort }, true)}
                />
              ) : null}
            </div>
            {result.reply.PricePeriods.length === 0 ? (
              <p className="alert alert--info" role="status">{t("prices.grain.noPrices")}</p>
            ) : (
              <>
                <PeriodTable periods={result.reply.PricePeriods} unit={unit} market={market} caption={t("prices.grain.resultTitle", { product: result.crop.productName, sort: result.crop.Sort, area: result.crop.areaName })} />
                {result.reply.PriceDate ? <p className="field-help">{t("prices.common.priceListDate", { date: formatIsoDate(result.reply.PriceDate, market) })}</p> : null}
              </>
            )}
          </>
        ) : (
          <h2 id={`${ids}-result`} className="visually-hidden">{t("prices.grain.search")}</h2>
        )}
      </section>

      <section className="price-favorites" aria-labelledby={`${ids}-favorites`}>
        <h2 id={`${ids}-favorites`}>
          {t("prices.grain.favoritesTitle")}{" "}
          {favorites !== null ? <span className="count-note">({t("prices.grain.favoritesCount", { count: activeCount, max })})</span> : null}
        </h2>
        {favoritesFailed ? <p role="alert" className="alert alert--error">{t("prices.grain.favoritesLoadFailed")}</p> : null}
        {favorites === null && !favoritesFailed ? <Loader /> : null}
        {favorites !== null && favorites.length === 0 ? <p className="alert alert--info">{t("prices.grain.noFavorites")}</p> : null}
        {favorites !== null && favorites.length > 0 ? (
          <ul className="price-favorites__list">
            {favorites.map((f) => {
              const key = cropKey(f);
              const on = !inactive.has(key);
              const name = `${f.ItemName}, ${f.Sort}, ${f.PriceAreaName}`;
              return (
                <li key={key} className={`price-favorite${on ? "" : " price-favorite--inactive"}`} data-crop={key}>
                  <div className="price-favorite__head">
                    <h3>{name}</h3>
                    <FavoriteStar on={on} label={t("prices.grain.favoriteLabel", { crop: name })} disabled={pending.has(key)} onClick={() => void toggleFavorite(f, false)} />
                  </div>
                  {!on ? <p className="field-help">{t("prices.grain.favoriteInactive")}</p> : null}
                  {f.PricePeriods.length === 0 ? (
                    <p className="alert alert--info">{t("prices.grain.noPrices")}</p>
                  ) : (
                    <PeriodTable periods={f.PricePeriods} unit={unit} market={market} caption={name} />
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

function FavoriteStar({ on, label, disabled, onClick }: { on: boolean; label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button type="button" className={`price-star${on ? " price-star--on" : ""}`} aria-pressed={on} aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      <span aria-hidden="true">{on ? "★" : "☆"}</span>
    </button>
  );
}

function PeriodTable({ periods, unit, market, caption }: { periods: TPricePeriod[]; unit: string; market: Market; caption: string }) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table className="price-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("prices.common.period")}</th>
            <th scope="col">{t("prices.common.agreementYear")}</th>
            <th scope="col" className="num">{t("prices.common.price", { unit })}</th>
          </tr>
        </thead>
        <tbody>
          {periods.map((p) => (
            <tr key={`${p.PriceTypeId}-${p.PricePeriod}`}>
              <th scope="row">{p.DisplayLabel}</th>
              <td>{p.AgreementYear}</td>
              <td className="num">{formatPrice(p.Price, market)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
