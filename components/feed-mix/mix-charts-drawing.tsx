"use client";

/**
 * The feed-mix charts' recharts drawings, in a chunk of their own (recharts is ~110 kB gzip):
 * mix-charts.tsx loads this with React.lazy behind a box of the chart's height (decision 100).
 */
import { useTranslation } from "@/lib/i18n/react";
import { COMPONENT_CHART_HEIGHT, OVER_TIME_CHART_HEIGHT } from "./chart-heights";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface ComponentBar {
  name: string;
  planned: number;
  actual: number;
}

export function ComponentBars({ data }: { data: ComponentBar[] }) {
  const { t } = useTranslation();
  return (
    <ResponsiveContainer width="100%" height={COMPONENT_CHART_HEIGHT}>
      <BarChart data={data} layout="vertical" margin={{ left: 20 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" />
        <YAxis type="category" dataKey="name" width={140} />
        <Tooltip />
        <Legend />
        <Bar dataKey="planned" name={t("feedMix.mixes.plannedSeries")} fill="#9bb89f" />
        <Bar dataKey="actual" name={t("feedMix.mixes.actualSeries")} fill="#1f5e2e" />
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface OverTimePoint {
  day: string;
  planned: number;
  actual: number | null;
  leftovers: number | null;
}

export function OverTimeLines({ data }: { data: OverTimePoint[] }) {
  const { t } = useTranslation();
  return (
    <ResponsiveContainer width="100%" height={OVER_TIME_CHART_HEIGHT}>
      <LineChart data={data}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="day" />
        <YAxis />
        <Tooltip />
        <Legend />
        <Line type="monotone" dataKey="planned" name={t("feedMix.mixes.plannedSeries")} stroke="#9bb89f" />
        <Line type="monotone" dataKey="actual" name={t("feedMix.mixes.actualSeries")} stroke="#1f5e2e" />
        <Line type="monotone" dataKey="leftovers" name={t("feedMix.mixes.leftoverSeries")} stroke="#b5651d" connectNulls />
      </LineChart>
    </ResponsiveContainer>
  );
}
