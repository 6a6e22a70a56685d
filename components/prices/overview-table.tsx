/**
 * One price group of a price overview as a table: crop, sort, one column per price period
 * (and a favourite star column when `renderStar` is given). Without hooks, so the print view
 * (a server component) and the interactive overview share it.
 */
import type { ReactNode } from "react";
import { SimpleTable, type SimpleColumn } from "@/components/ui/simple-table";
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

function cellContent(cell: TOverviewPrice | null, market: Market, variant: OverviewVariant, t: T): ReactNode {
  if (!cell) {
    return (
      <>
        <span aria-hidden="true">{t("prices.overview.noPrice")}</span>
        <span className="visually-hidden">{t("prices.overview.noPriceLabel")}</span>
      </>
    );
  }
  return (
    <>
      {formatPrice(cell.Price, market)}
      {variant === "reseller_admin" && cell.FarmerPrice !== undefined && cell.Margin !== undefined ? (
        <span className="price-cell__detail">
          {t("prices.overview.adminCell", { farmer: formatPrice(cell.FarmerPrice, market), margin: formatPrice(cell.Margin, market) })}
        </span>
      ) : null}
    </>
  );
}

export function OverviewTable({ group, data, market, variant, t, renderStar }: OverviewTableProps) {
  const name = `${group.PriceGroupName} (${data.Unit})`;
  const columns: SimpleColumn<TOverviewRow>[] = [
    { id: "item", header: t("prices.overview.item"), rowHeader: true, cell: (r) => r.ItemName },
    { id: "sort", header: t("prices.overview.sort"), cell: (r) => r.Sort },
    ...data.Periods.map((p, i): SimpleColumn<TOverviewRow> => ({
      id: `${p.PriceTypeId}-${p.PricePeriod}`,
      header: (
        <>
          {p.DisplayLabel}
          <span className="price-table__unit"> ({data.Unit})</span>
        </>
      ),
      className: "num",
      cell: (r) => cellContent(r.Prices[i] ?? null, market, variant, t),
    })),
  ];
  if (renderStar)
    columns.push({ id: "star", header: t("prices.overview.favorite"), className: "price-table__star", cell: (r) => renderStar(r) });
  return (
    // the wrapper is focusable so keyboard users can scroll a wide table sideways
    <SimpleTable
      className="price-table price-table--overview"
      caption={name}
      scrollLabel={name}
      columns={columns}
      rows={group.Rows}
      getRowId={(r) => `${r.ItemNumber}|${r.Sort}`}
      rowClassName={(r) => (r.IsFavorite ? "price-row--favorite" : undefined)}
    />
  );
}
