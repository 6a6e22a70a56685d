"use client";

import { useTranslation } from "@/lib/i18n/react";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TSavedMix } from "@/lib/feed-mix/schemas";
import { helsinkiDay } from "./format";

/** Planned versus actual per component of one mix (beyond the spec: loading accuracy). */
export function ComponentChart({ mix }: { mix: TSavedMix }) {
  const { t } = useTranslation();
  const data = mix.CustomerMixFeeds.map((f) => ({ name: f.FeedName, planned: f.PlannedWeight, actual: f.ActualWeight ?? 0 }));
  return (
    <figure className="fm-chart" aria-label={t("feedMix.mixes.chartComponents")}>
      <figcaption>{t("feedMix.mixes.chartComponents")}</figcaption>
      <ResponsiveContainer width="100%" height={260}>
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
    </figure>
  );
}

/** Planned and actual totals and leftovers of the saved mixes over time (oldest first). */
export function MixesOverTimeChart({ mixes }: { mixes: TSavedMix[] }) {
  const { t } = useTranslation();
  if (mixes.length < 2) return null;
  const data = [...mixes]
    .reverse()
    .map((m) => ({ day: helsinkiDay(m.CreatedOn), planned: m.OriginalWeight, actual: m.ActualWeight, leftovers: m.LeftOvers }));
  return (
    <figure className="fm-chart" aria-label={t("feedMix.mixes.chartOverTime")}>
      <figcaption>{t("feedMix.mixes.chartOverTime")}</figcaption>
      <ResponsiveContainer width="100%" height={240}>
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
    </figure>
  );
}
