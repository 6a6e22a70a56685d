"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useErrorText } from "@/components/providers/query-state";
import { useDialogs } from "@/components/ui/dialogs";
import { Loader } from "@/components/ui/loader";
import { useApiMutation } from "@/lib/client/mutation";
import type { TMix, TSaveMixResponse } from "@/lib/feed-mix/schemas";
import type { Navigate } from "./feed-mix-view-state";
import { MixControls } from "./mix-controls";
import { MixReading } from "./mix-reading";
import { MixRows } from "./mix-rows";
import { newKey } from "./offline-mix";
import { forgetMix } from "./offline-store";
import { SyncIndicator } from "./sync-indicator";
import { useOfflineMix } from "./use-offline-mix";

/**
 * The mixing view (spec 4 §4): one component at a time in loading order (or the one the user
 * chooses), the expected cumulative reading, the scale's actual reading; works offline (the
 * readings are queued on the phone). When every component is confirmed the mix is saved and the
 * finished-mix view shows.
 */
export function MixView({ mixId, navigate }: { mixId: number; navigate: Navigate }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const { mix, pending, online, sync, error, loadError, act } = useOfflineMix(mixId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [lastDifference, setLastDifference] = useState<number | null>(null);
  const save = useApiMutation<TSaveMixResponse, { mixId: number }>("/api/maiturimix/savemix");
  const saving = useRef(false);

  const done = mix?.Done ?? false;
  useEffect(() => {
    if (!done || pending > 0 || !online || saving.current) return;
    saving.current = true;
    save
      .mutateAsync({ mixId })
      .then(async (r) => {
        if (!(r.RecordId > 0)) {
          saving.current = false;
          return dialogs.alert({ title: t("feedMix.finished.title"), message: t("feedMix.mix.saveFailed") });
        }
        forgetMix(mixId);
        navigate({ kind: "finished", id: r.RecordId });
      })
      .catch(async () => {
        saving.current = false;
        await dialogs.alert({ title: t("feedMix.finished.title"), message: t("feedMix.mix.saveFailed") });
      });
  }, [done, pending, online, mixId, save, dialogs, navigate, t]);

  if (!mix) {
    if (loadError) return <p className="alert alert--error">{errorText(loadError)}</p>;
    return <Loader />;
  }
  const currentOrder = chosen !== null && mix.Feeds.some((f) => f.SortOrder === chosen && !f.MixUpdated) ? chosen : mix.NextSortOrder;
  const current = mix.Feeds.find((f) => f.SortOrder === currentOrder) ?? null;

  const confirmReading = (weight: number, expected: number) => {
    if (!current) return;
    act({
      call: "updatemix",
      key: newKey(),
      params: {
        mixId,
        feedName: current.FeedName,
        weight,
        sortOrder: current.SortOrder,
        scaleaccordingcomponentsBtn: mix.ScaleButtonEnabled,
      },
    });
    setLastDifference(weight - expected);
    setChosen(null);
  };

  return (
    <section className="fm-mix" aria-labelledby="fm-mix-title">
      <button
        type="button"
        className="fm-link"
        onClick={() => (mix.RecipeId ? navigate({ kind: "recipe", id: mix.RecipeId }) : navigate({ kind: "list", tab: "recipes" }))}
      >
        {t("feedMix.mix.back")}
      </button>
      <h2 id="fm-mix-title">{t("feedMix.mix.title", { name: mix.MixName })}</h2>
      <SyncIndicator online={online} pending={pending} sync={sync} />
      {error ? (
        <p className="alert alert--error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      {current ? (
        <MixReading
          key={`${current.SortOrder}-${mix.LoadedWeight}-${current.PlannedWeight}`}
          mix={mix}
          current={current}
          lastDifference={lastDifference}
          onConfirm={confirmReading}
        />
      ) : (
        <p className="fm-saving" role="status">
          {t("feedMix.mix.saving")}
        </p>
      )}
      <MixControls
        mix={mix}
        onChoose={(sortOrder) => setChosen(sortOrder)}
        onAutoScale={(on) => act({ call: "autoscale", key: newKey(), params: { mixId, scaleAccordingToFirstItem: on } })}
        onScale={() => act({ call: "scaleaccordingcomponents", key: newKey(), params: { mixId } })}
        onCancelRecent={() => {
          setLastDifference(null);
          act({ call: "cancelrecentfeed", key: newKey(), params: { mixId, currentDate: new Date().toISOString() } });
        }}
        onStartAgain={(recipeId) => {
          forgetMix(mixId);
          navigate(recipeId ? { kind: "recipe", id: recipeId } : { kind: "list", tab: "recipes" });
        }}
      />
      <MixRows mix={mix} currentOrder={currentOrder} />
    </section>
  );
}

export type { TMix };
