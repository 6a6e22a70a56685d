/**
 * One price group of a price overview as a table: crop, sort, one column per price period
 * (and a favourite star column when `renderStar` is given). Without hooks, so the print view
 * (a server component) and the interactive overview share it.
 */
import type { ReactNode } from "react";
import type { Market } from "@/lib/market";
import type { OverviewVariant } from "@/lib/prices/constants";
import { formatPrice } from "@/lib/prices/format";
import type { TOverviewGroup, TOverviewPrice, TOverviewResponse, TOverviewRow } from "@/lib/prices/schemas";

type T = (key: string, values?: Record<string, unknown>) => string;

export interface OverviewTableProps {
  group: TOverviewGroup;
  data: Pick<TOverviewResponse, "Periods" | "Unit">;
  market: Market;
  variant: OverviewVariant;
  t: T;
  renderStar?: (row: TOverviewRow) => ReactNode;
}

function Cell({ cell, market, variant, t }: { cell: TOverviewPrice | null; market: Market; variant: OverviewVariant; t: T }) {
  if (!cell) {
    return (
      <td className="num">
        <span aria-hidden="true">{t("prices.overview.noPrice")}</span>
        <span className="visually-hidden">{t("prices.overview.noPriceLabel")}</span>
      </td>
    );
  }
  return (
    <td className="num">
      {formatPrice(cell.Price, market)}
      {variant === "reseller_admin" && cell.FarmerPrice !== undefined && cell.Margin !== undefined ? (
        <span className="price-cell__detail">{t("prices.overview.adminCell", { farmer: formatPrice(cell.FarmerPrice, market), margin: formatPrice(cell.Margin, market) })}</span>
      ) : null}
    </td>
  );
}

export function OverviewTable({ group, data, market, variant, t, renderStar }: OverviewTableProps) {
  return (
    // focusable so keyboard users can scroll a wide table sideways
    <div className="table-wrap" tabIndex={0} role="region" aria-label={`${group.PriceGroupName} (${data.Unit})`}>
      <table className="price-table price-table--overview">
        <caption className="visually-hidden">{`${group.PriceGroupName} (${data.Unit})`}</caption>
        <thead>
          <tr>
            <th scope="col">{t("prices.overview.item")}</th>
            <th scope="col">{t("prices.overview.sort")}</th>
            {data.Periods.map((p) => (
              <th key={`${p.PriceTypeId}-${p.PricePeriod}`} scope="col" className="num">
                {p.DisplayLabel}
                <span className="price-table__unit"> ({data.Unit})</span>
              </th>
            ))}
            {renderStar ? <th scope="col" className="price-table__star">{t("prices.overview.favorite")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {group.Rows.map((r) => (
            <tr key={`${r.ItemNumber}|${r.Sort}`} className={r.IsFavorite ? "price-row--favorite" : undefined}>
              <th scope="row">{r.ItemName}</th>
              <td>{r.Sort}</td>
              {r.Prices.map((c, i) => (
                <Cell key={i} cell={c} market={market} variant={variant} t={t} />
              ))}
              {renderStar ? <td className="price-table__star">{renderStar(r)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
