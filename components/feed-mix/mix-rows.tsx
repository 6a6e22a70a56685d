"use client";

import { useTranslation } from "@/lib/i18n/react";
import type { TMix } from "@/lib/feed-mix/schemas";
import { withKg } from "./format";

/** Every component of the mix in loading order: planned, actual, done. */
export function MixRows({ mix, currentOrder }: { mix: TMix; currentOrder: number | null }) {
  const { t } = useTranslation();
  return (
    <ol className="fm-rows">
      {mix.Feeds.map((f) => (
        <li
          key={f.SortOrder}
          data-feed={f.FeedId}
          data-done={f.MixUpdated ? "true" : "false"}
          className={`fm-row${f.MixUpdated ? " fm-row--done" : ""}${f.SortOrder === currentOrder ? " fm-row--current" : ""}`}
        >
          <span className="fm-row__name">{f.FeedName}</span>
          <span className="fm-row__nums" data-testid={`row-${f.FeedId}`}>
            {f.MixUpdated ? `${withKg(f.PlannedWeight)} → ${withKg(f.ActualWeight)}` : withKg(f.PlannedWeight)}
          </span>
          {f.MixUpdated ? <span className="fm-tag">{t("feedMix.mix.done")}</span> : null}
        </li>
      ))}
    </ol>
  );
}
