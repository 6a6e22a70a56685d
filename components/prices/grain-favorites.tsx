"use client";

/**
 * The user's favourite crops on the grain price page (spec 2 §4 "Favourites", §8) with their
 * prices for the date; a switched-off favourite stays listed as inactive until the page reloads.
 */
import type { QueryResult } from "@/lib/client/query";
import { useTranslation } from "@/lib/i18n/react";
import { Loader } from "@/components/ui/loader";
import type { Market } from "@/lib/market";
import type { TGrainFavorite, TGrainFavoritesResponse } from "@/lib/prices/schemas";
import { FavoriteStar, PeriodTable } from "./grain-price-parts";
import { cropKey } from "./grain-prices-state";

export interface GrainFavoritesProps {
  id: string;
  market: Market;
  unit: string;
  query: QueryResult<TGrainFavoritesResponse>;
  max: number;
  activeCount: number;
  inactive: ReadonlySet<string>;
  pending: ReadonlySet<string>;
  onToggle: (f: TGrainFavorite) => void;
}

export function GrainFavorites({ id, market, unit, query, max, activeCount, inactive, pending, onToggle }: GrainFavoritesProps) {
  const { t } = useTranslation();
  const favorites = query.data?.Favorites ?? null;
  return (
    <section className="price-favorites" aria-labelledby={id}>
      <h2 id={id}>
        {t("prices.grain.favoritesTitle")}{" "}
        {favorites !== null ? <span className="count-note">({t("prices.grain.favoritesCount", { count: activeCount, max })})</span> : null}
      </h2>
      {query.isError ? (
        <p role="alert" className="alert alert--error">
          {t("prices.grain.favoritesLoadFailed")}
        </p>
      ) : null}
      {favorites === null && !query.isError ? <Loader /> : null}
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
                  <FavoriteStar
                    on={on}
                    label={t("prices.grain.favoriteLabel", { crop: name })}
                    disabled={pending.has(key)}
                    onClick={() => onToggle(f)}
                  />
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
  );
}
