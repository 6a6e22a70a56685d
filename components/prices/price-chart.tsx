"use client";

/**
 * The price graph's chart (price-graph.tsx): one line per crop (colour from the reply's ColorCodes
 * plus a dash pattern) and a tooltip that lists every crop's price for the date
 * (components/ui/chart.tsx; decision 110).
 */
import { useTranslation } from "@/lib/i18n/react";
import { LineChart, SeriesTooltip } from "@/components/ui/chart";
import type { Market } from "@/lib/market";
import { CHART_HEIGHT } from "@/lib/prices/constants";
import { formatIsoDate, formatPrice } from "@/lib/prices/format";
import { graphColor } from "@/lib/prices/graph-colors";
import type { TPriceGraphResponse } from "@/lib/prices/schemas";
import type { Row } from "./price-graph";

/** Dash patterns by line, so lines differ by more than colour. */
const DASHES = ["", "8 4", "2 4", "12 4 2 4", "4 4", "16 6"];

export function PriceChart({
  market,
  rows,
  series,
  colorCodes,
  unit,
  label,
}: {
  market: Market;
  rows: Row[];
  series: TPriceGraphResponse["Series"];
  colorCodes: readonly string[];
  unit: string;
  label: string;
}) {
  const { t } = useTranslation();
  const lines = series.map((s, i) => ({
    key: s.Id,
    name: `${s.Name} (${s.Sort})`,
    color: colorCodes[i] ?? graphColor(i),
    dash: DASHES[i % DASHES.length],
    values: rows.map((r) => (typeof r[s.Id] === "number" ? (r[s.Id] as number) : null)),
    connectNulls: true,
  }));
  return (
    <LineChart
      label={label}
      categories={rows.map((r) => r.date)}
      series={lines}
      height={CHART_HEIGHT}
      formatCategory={(d) => formatIsoDate(d, market)}
      formatValue={(v) => formatPrice(v, market)}
      yLabel={unit}
      yAxisWidth={84}
      margin={{ top: 16, right: 40, bottom: 8, left: 16 }}
      strokeWidth={2.5}
      renderTooltip={(i) => (
        <div className="price-graph__tooltip">
          <SeriesTooltip
            title={t("prices.graph.tooltipDate", { date: formatIsoDate(rows[i]?.date ?? "", market) })}
            series={lines}
            index={i}
            formatValue={(v) => `${formatPrice(v, market)} ${unit}`}
          />
        </div>
      )}
    />
  );
}
