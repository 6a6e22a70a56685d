"use client";

/**
 * The price graph's chart (price-graph.tsx): a recharts line chart with one line per crop (colour
 * from the reply's ColorCodes plus a dash pattern) and a tooltip that lists every crop's price for
 * the date. A module of its own so recharts is loaded in its own chunk (decision 093).
 */
import { useTranslation } from "@/lib/i18n/react";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from "recharts";
import type { Market } from "@/lib/market";
import { CHART_HEIGHT } from "@/lib/prices/constants";
import { formatIsoDate, formatPrice } from "@/lib/prices/format";
import { graphColor } from "@/lib/prices/graph-colors";
import type { TPriceGraphResponse } from "@/lib/prices/schemas";
import type { Row } from "./price-graph";

/** Dash patterns by line, so lines differ by more than colour. */
const DASHES = ["", "8 4", "2 4", "12 4 2 4", "4 4", "16 6"];

export default function PriceChart({
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

  function GraphTooltip({ active, payload, label }: TooltipContentProps) {
    if (!active || !payload?.length) return null;
    return (
      <div className="price-graph__tooltip">
        <p className="price-graph__tooltip-date">{t("prices.graph.tooltipDate", { date: formatIsoDate(String(label), market) })}</p>
        <ul>
          {payload.map((p) => (
            <li key={String(p.dataKey)}>
              <span className="price-graph__swatch" style={{ background: p.color }} aria-hidden="true" />
              {p.name}:{" "}
              <strong>
                {formatPrice(Number(p.value), market)} {unit}
              </strong>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <LineChart data={rows} margin={{ top: 16, right: 40, bottom: 8, left: 16 }} title={label}>
        <CartesianGrid stroke="#d5dbd7" strokeDasharray="3 3" />
        <XAxis
          dataKey="date"
          tickFormatter={(d: string) => formatIsoDate(d, market)}
          minTickGap={28}
          tick={{ fill: "#1c1f1d", fontSize: 13 }}
        />
        <YAxis
          domain={["auto", "auto"]}
          width={84}
          tickFormatter={(v: number) => formatPrice(v, market)}
          tick={{ fill: "#1c1f1d", fontSize: 13 }}
          label={{ value: unit, angle: -90, position: "insideLeft", fill: "#1c1f1d", fontSize: 13 }}
        />
        <Tooltip content={GraphTooltip} />
        <Legend wrapperStyle={{ color: "#1c1f1d" }} />
        {series.map((s, i) => (
          <Line
            key={s.Id}
            type="monotone"
            dataKey={s.Id}
            name={`${s.Name} (${s.Sort})`}
            stroke={colorCodes[i] ?? graphColor(i)}
            strokeWidth={2.5}
            strokeDasharray={DASHES[i % DASHES.length]}
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
