"use client";

import { lazy, Suspense, type ComponentType } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { TSavedMix } from "@/lib/feed-mix/schemas";
import { COMPONENT_CHART_HEIGHT, OVER_TIME_CHART_HEIGHT } from "./chart-heights";
import { helsinkiDay, withKg } from "./format";

/**
 * The feed mix's charts (components/ui/chart.tsx, decision 110), loaded when a chart is first
 * shown, behind a box of its height and a legend line (no layout shift). The service worker keeps
 * every chunk the page can load (decisions 044, 110), so they draw offline too; should a chunk be
 * missing all the same, the box stays empty instead of failing the view.
 */
const chart = () => import("@/components/ui/chart").catch(() => null);
const orNothing = <P extends object>(c: ComponentType<P> | undefined): ComponentType<P> => c ?? (() => null);
const BarChart = lazy(() => chart().then((m) => ({ default: orNothing(m?.BarChart) })));
const LineChart = lazy(() => chart().then((m) => ({ default: orNothing(m?.LineChart) })));
const PLANNED = "#9bb89f";
const ACTUAL = "#1f5e2e";
const LEFTOVERS = "#b5651d";

/** Planned versus actual per component of one mix (beyond the spec: loading accuracy). */
export function ComponentChart({ mix }: { mix: TSavedMix }) {
  const { t } = useTranslation();
  const feeds = mix.CustomerMixFeeds;
  return (
    <figure className="fm-chart">
      <figcaption>{t("feedMix.mixes.chartComponents")}</figcaption>
      <Suspense fallback={<div style={{ height: `calc(${COMPONENT_CHART_HEIGHT}px + 2rem)` }} />}>
        <BarChart
          label={t("feedMix.mixes.chartComponents")}
          categories={feeds.map((f) => f.FeedName)}
          series={[
            { key: "planned", name: t("feedMix.mixes.plannedSeries"), color: PLANNED, values: feeds.map((f) => f.PlannedWeight) },
            { key: "actual", name: t("feedMix.mixes.actualSeries"), color: ACTUAL, values: feeds.map((f) => f.ActualWeight ?? 0) },
          ]}
          height={COMPONENT_CHART_HEIGHT}
          formatValue={withKg}
        />
      </Suspense>
    </figure>
  );
}

/** Planned and actual totals and leftovers of the saved mixes over time (oldest first). */
export function MixesOverTimeChart({ mixes }: { mixes: TSavedMix[] }) {
  const { t } = useTranslation();
  if (mixes.length < 2) return null;
  const oldestFirst = [...mixes].reverse();
  return (
    <figure className="fm-chart">
      <figcaption>{t("feedMix.mixes.chartOverTime")}</figcaption>
      <Suspense fallback={<div style={{ height: `calc(${OVER_TIME_CHART_HEIGHT}px + 2rem)` }} />}>
        <LineChart
          label={t("feedMix.mixes.chartOverTime")}
          categories={oldestFirst.map((m) => helsinkiDay(m.CreatedOn))}
          series={[
            { key: "planned", name: t("feedMix.mixes.plannedSeries"), color: PLANNED, values: oldestFirst.map((m) => m.OriginalWeight) },
            {
              key: "actual",
              name: t("feedMix.mixes.actualSeries"),
              color: ACTUAL,
              dash: "8 4",
              values: oldestFirst.map((m) => m.ActualWeight),
            },
            {
              key: "leftovers",
              name: t("feedMix.mixes.leftoverSeries"),
              color: LEFTOVERS,
              dash: "2 4",
              values: oldestFirst.map((m) => m.LeftOvers),
              connectNulls: true,
            },
          ]}
          height={OVER_TIME_CHART_HEIGHT}
          formatValue={withKg}
        />
      </Suspense>
    </figure>
  );
}
