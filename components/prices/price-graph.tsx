"use client";

/**
 * The price graph (spec 1 §2 "Price graph page", §7 pricegraph/filter, §9 chart height 540,
 * kr/ton): checkboxes choose the crops, a dropdown the period; each change posts idArray,
 * pageId and selectedPeriod (the previous request is aborted). A line chart (price-chart.tsx) with one
 * line per crop (colour from the reply's ColorCodes plus a dash pattern) and a tooltip that
 * lists every crop's price for the date; the same numbers as a table behind a disclosure.
 */
import "./prices.css";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { Loader } from "@/components/ui/loader";
import { SimpleTable } from "@/components/ui/simple-table";
import { areaKey, useApiQuery, useLastData } from "@/lib/client/query";
import type { Market } from "@/lib/market";
import { GRAPH_PERIODS, type GraphPeriod } from "@/lib/prices/constants";
import { formatIsoDate, formatPrice } from "@/lib/prices/format";
import { graphColor } from "@/lib/prices/graph-colors";
import type { TPriceGraphResponse } from "@/lib/prices/schemas";
import { PriceChart } from "./price-chart";

export interface PriceGraphProps {
  market: Market;
  pageId: number;
  products: { itemNumber: string; name: string }[];
  initialSelected: string[];
  initialPeriod: GraphPeriod;
  /** the graph for the initial choice, rendered by the page */
  initial: TPriceGraphResponse | null;
}

export type Row = Record<string, number | string> & { date: string };

export function PriceGraph({ market, pageId, products, initialSelected, initialPeriod, initial }: PriceGraphProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [selected, setSelected] = useState<string[]>(initialSelected);
  const [period, setPeriod] = useState<GraphPeriod>(initialPeriod);
  const first =
    selected.length === initialSelected.length && selected.every((id) => initialSelected.includes(id)) && period === initialPeriod;
  // each change of crops or period is one call (the previous one aborted); the page drew the first
  const query = useApiQuery<TPriceGraphResponse>(
    areaKey("prices", "graph"),
    "/api/pricegraph/filter",
    { idArray: selected, pageId, selectedPeriod: period },
    {
      enabled: selected.length > 0,
      initialData: first && initial ? initial : undefined,
      keepPrevious: true,
      log: "[pricegraph] filter",
    },
  );
  const last = useLastData(query);
  // no crop chosen: no call and no graph
  const data = selected.length === 0 ? null : (last ?? null);
  const loading = query.isFetching;
  const failed = selected.length > 0 && query.isError && !query.isFetching;

  const toggle = (itemNumber: string, on: boolean) =>
    setSelected((cur) => products.map((p) => p.itemNumber).filter((id) => (id === itemNumber ? on : cur.includes(id))));

  const rows = useMemo<Row[]>(() => {
    const byDate = new Map<string, Row>();
    for (const s of data?.Series ?? []) {
      for (const p of s.Points) {
        const row: Row = byDate.get(p.Date) ?? { date: p.Date };
        row[s.Id] = p.Price;
        byDate.set(p.Date, row);
      }
    }
    return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  }, [data]);

  const unit = data?.Unit ?? (market === "fi" ? "€/t" : "kr/ton");
  const series = data?.Series ?? [];
  const hasPoints = rows.length > 0;
  const chartLabel = data
    ? t("prices.graph.chartLabel", {
        unit,
        crops: series.map((s) => s.Name).join(", "),
        from: formatIsoDate(data.From, market),
        to: formatIsoDate(data.To, market),
      })
    : "";

  return (
    <div className="price-graph">
      <div className="price-graph__filters">
        <fieldset className="price-graph__crops">
          <legend>{t("prices.graph.crops")}</legend>
          {products.map((p, i) => (
            <label key={p.itemNumber} className="price-check">
              <input type="checkbox" checked={selected.includes(p.itemNumber)} onChange={(e) => toggle(p.itemNumber, e.target.checked)} />
              <span className="price-graph__swatch" style={{ background: graphColor(i) }} aria-hidden="true" />
              {p.name}
            </label>
          ))}
        </fieldset>
        <div className="field price-graph__period">
          <label htmlFor={`${ids}-period`}>{t("prices.graph.period")}</label>
          <select id={`${ids}-period`} value={period} onChange={(e) => setPeriod(Number(e.target.value) as GraphPeriod)}>
            {GRAPH_PERIODS.map((m) => (
              <option key={m} value={m}>
                {t("prices.graph.months", { count: m })}
              </option>
            ))}
          </select>
        </div>
      </div>

      {data?.PriceAreaName ? <p className="field-help">{t("prices.graph.intro", { area: data.PriceAreaName, unit })}</p> : null}
      {failed ? (
        <p role="alert" className="alert alert--error">
          {t("prices.graph.loadFailed")}
        </p>
      ) : null}
      {selected.length === 0 ? (
        <p className="alert alert--info" role="status">
          {t("prices.graph.noCrops")}
        </p>
      ) : null}

      <div className="price-graph__chart" aria-busy={loading}>
        {loading ? <Loader variant="overlay" /> : null}
        {selected.length > 0 && data && !hasPoints && !failed ? <p className="alert alert--info">{t("prices.graph.noData")}</p> : null}
        {selected.length > 0 && hasPoints ? (
          <figure className="price-graph__figure">
            <figcaption className="visually-hidden">{chartLabel}</figcaption>
            <PriceChart market={market} rows={rows} series={series} colorCodes={data?.ColorCodes ?? []} unit={unit} label={chartLabel} />
          </figure>
        ) : null}
      </div>

      {selected.length > 0 && hasPoints ? (
        <details className="price-graph__table">
          <summary>{t("prices.graph.tableToggle")}</summary>
          <SimpleTable
            caption={t("prices.graph.tableCaption", { unit })}
            rows={[...rows].reverse()}
            getRowId={(r) => r.date}
            columns={[
              { id: "date", header: t("prices.graph.dateColumn"), rowHeader: true, cell: (r) => formatIsoDate(r.date, market) },
              ...series.map((s) => ({
                id: s.Id,
                header: `${s.Name} (${s.Sort})`,
                className: "num",
                cell: (r: Row) => {
                  const v = r[s.Id];
                  return typeof v === "number" ? formatPrice(v, market) : "–";
                },
              })),
            ]}
          />
        </details>
      ) : null}
    </div>
  );
}
