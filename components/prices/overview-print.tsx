import "./prices.css";
import type { Market } from "@/lib/market";
import { formatIsoDate } from "@/lib/prices/format";
import type { TOverviewResponse } from "@/lib/prices/schemas";
import { AutoPrint } from "./auto-print";
import { OverviewTable } from "./overview-table";

type T = (key: string, values?: Record<string, unknown>) => string;

/** The print view of a price overview: every group open, no stars; prints itself after 3000 ms. */
export function OverviewPrint({ data, market, t }: { data: TOverviewResponse; market: Market; t: T }) {
  const title = t(`prices.overview.title.${data.Variant}`);
  return (
    <section className="price-print" aria-labelledby="price-print-title">
      <h1 id="price-print-title">
        {t("prices.overview.printTitle", { title, area: data.PriceAreaName, date: formatIsoDate(data.Date, market) })}
      </h1>
      <AutoPrint note={t("prices.overview.printing")} />
      {data.Groups.length === 0 ? <p>{t("prices.overview.empty")}</p> : null}
      {data.Groups.map((g) => (
        <section key={g.PriceGroupId} className="price-print__group" aria-labelledby={`price-print-group-${g.PriceGroupId}`}>
          <h2 id={`price-print-group-${g.PriceGroupId}`}>{g.PriceGroupName}</h2>
          <OverviewTable group={g} data={data} market={market} variant={data.Variant} t={t} />
        </section>
      ))}
      {data.PriceDate ? (
        <p className="field-help">{t("prices.common.priceListDate", { date: formatIsoDate(data.PriceDate, market) })}</p>
      ) : null}
    </section>
  );
}
