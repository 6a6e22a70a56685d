"use client";

import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { expectedCumulative, STEPPER } from "@/lib/feed-mix/arithmetic";
import type { TMix, TMixFeed } from "@/lib/feed-mix/schemas";
import { kg, signedKg, withKg } from "./format";
import { Stepper } from "./stepper";

/** The current component at arm's length: its planned amount, the expected scale reading and the reading to confirm. */
export function MixReading({
  mix,
  current,
  lastDifference,
  onConfirm,
}: {
  mix: TMix;
  current: TMixFeed;
  lastDifference: number | null;
  onConfirm: (weight: number, expected: number) => void;
}) {
  const { t } = useTranslation();
  const expected = expectedCumulative(mix.Feeds, current.SortOrder) ?? mix.LoadedWeight + current.PlannedWeight;
  const [reading, setReading] = useState<number | "">(expected);
  const [error, setError] = useState<string>();
  return (
    <form
      className="fm-current"
      onSubmit={(e) => {
        e.preventDefault();
        if (reading === "" || reading < mix.LoadedWeight) {
          setError(t(reading === "" ? "feedMix.validation.weight" : "feedMix.errors.belowLoaded"));
          return;
        }
        onConfirm(Math.round(reading), expected);
      }}
    >
      <p className="fm-current__label">{t("feedMix.mix.current")}</p>
      <p className="fm-current__name" data-testid="current-component">
        {current.FeedName}
      </p>
      <dl className="fm-current__numbers">
        <div>
          <dt>{t("feedMix.mix.planned")}</dt>
          <dd data-testid="current-planned">{withKg(current.PlannedWeight)}</dd>
        </div>
        <div>
          <dt>{t("feedMix.mix.expected")}</dt>
          <dd data-testid="expected-cumulative">{withKg(expected)}</dd>
        </div>
      </dl>
      <Stepper
        large
        name="weight"
        label={t("feedMix.mix.reading")}
        value={reading}
        min={0}
        max={200_000}
        step={STEPPER.finalStep}
        error={error}
        onChange={(v) => {
          setReading(v);
          setError(undefined);
        }}
      />
      <button type="submit" className="btn fm-big">
        {t("feedMix.mix.confirm")}
      </button>
      {lastDifference !== null ? (
        <p className="fm-difference" data-testid="last-difference">
          {t("feedMix.mix.difference", { value: signedKg(lastDifference) })}
        </p>
      ) : null}
      <p className="fm-loaded">{t("feedMix.mix.loaded", { value: kg(mix.LoadedWeight) })}</p>
    </form>
  );
}
