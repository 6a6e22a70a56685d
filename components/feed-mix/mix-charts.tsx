"use client";

import { lazy, Suspense, type ComponentType } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { TSavedMix } from "@/lib/feed-mix/schemas";
import { COMPONENT_CHART_HEIGHT, OVER_TIME_CHART_HEIGHT } from "./chart-heights";
import { helsinkiDay } from "./format";

/**
 * recharts in a chunk of its own, behind a box of the chart's height (no layout shift; decision 100).
 * Offline, when the chunk was never fetched, the box stays empty instead of failing the view.
 */
const drawing = () => import("./mix-charts-drawing").catch(() => null);
const orNothing = <P extends object>(c: ComponentType<P> | undefined): ComponentType<P> => c ?? (() => null);
const ComponentBars = lazy(() => drawing().then((m) => ({ default: orNothing(m?.ComponentBars) })));
const OverTimeLines = lazy(() => drawing().then((m) => ({ default: orNothing(m?.OverTimeLines) })));

/** Planned versus actual per component of one mix (beyond the spec: loading accuracy). */
export function ComponentChart({ mix }: { mix: TSavedMix }) {
  const { t } = useTranslation();
  const data = mix.CustomerMixFeeds.map((f) => ({ name: f.FeedName, planned: f.PlannedWeight, actual: f.ActualWeight ?? 0 }));
  return (
    <figure className="fm-chart" aria-label={t("feedMix.mixes.chartComponents")}>
      <figcaption>{t("feedMix.mixes.chartComponents")}</figcaption>
      <Suspense fallback={<div style={{ height: COMPONENT_CHART_HEIGHT }} />}>
        <ComponentBars data={data} />
      </Suspense>
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
      <Suspense fallback={<div style={{ height: OVER_TIME_CHART_HEIGHT }} />}>
        <OverTimeLines data={data} />
      </Suspense>
    </figure>
  );
}
