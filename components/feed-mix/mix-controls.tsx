"use client";

import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useErrorText } from "@/components/providers/query-state";
import { useDialogs } from "@/components/ui/dialogs";
import { Modal } from "@/components/ui/lazy-modal";
import { useApiMutation } from "@/lib/client/mutation";
import type { TMix } from "@/lib/feed-mix/schemas";
import { withKg } from "./format";

/** The mixing view's other actions: choose the next component, auto-scale and the final recipe, cancel the most recent, start again, hints. */
export function MixControls({
  mix,
  onChoose,
  onAutoScale,
  onScale,
  onCancelRecent,
  onStartAgain,
}: {
  mix: TMix;
  onChoose: (sortOrder: number) => void;
  onAutoScale: (on: boolean) => void;
  onScale: () => void;
  onCancelRecent: () => void;
  onStartAgain: (recipeId: number | null) => void;
}) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const errorText = useErrorText();
  const [choosing, setChoosing] = useState(false);
  const again = useApiMutation<{ Status: "OK"; RecipeId: number | null }, { mixId: number }>("/api/maiturimix/startmixingagain");
  const open = mix.Feeds.filter((f) => !f.MixUpdated);
  const anyDone = mix.Feeds.some((f) => f.MixUpdated);
  return (
    <div className="fm-mix-controls">
      <div className="fm-actions">
        <button type="button" className="btn btn--secondary fm-big" disabled={open.length < 2} onClick={() => setChoosing(true)}>
          {t("feedMix.mix.chooseNext")}
        </button>
        <button
          type="button"
          className="btn btn--secondary fm-big"
          disabled={!anyDone}
          onClick={() =>
            void dialogs
              .confirm({ title: t("feedMix.mix.cancelRecent"), message: t("feedMix.mix.cancelRecentConfirm") })
              .then((ok) => ok && onCancelRecent())
          }
        >
          {t("feedMix.mix.cancelRecent")}
        </button>
      </div>
      <label className="fm-switch">
        <input
          type="checkbox"
          checked={mix.ScaleAccordingToFirstItem}
          disabled={mix.Scaled}
          onChange={(e) => onAutoScale(e.target.checked)}
        />
        <span>{t("feedMix.mix.autoScale")}</span>
      </label>
      {mix.ScaleAccordingToFirstItem ? (
        <button
          type="button"
          className="btn btn--secondary fm-big"
          disabled={!mix.ScaleButtonEnabled}
          onClick={() =>
            void dialogs
              .confirm({ title: t("feedMix.mix.finalRecipe"), message: t("feedMix.mix.finalRecipeConfirm") })
              .then((ok) => ok && onScale())
          }
        >
          {t("feedMix.mix.finalRecipe")}
        </button>
      ) : null}
      <div className="fm-actions">
        <button
          type="button"
          className="btn btn--secondary"
          disabled={again.isPending}
          onClick={() =>
            void dialogs.confirm({ title: t("feedMix.mix.startAgain"), message: t("feedMix.mix.startAgainConfirm") }).then(async (ok) => {
              if (!ok) return;
              try {
                const r = await again.mutateAsync({ mixId: mix.MixId });
                onStartAgain(r.RecipeId ?? mix.RecipeId);
              } catch (e) {
                await dialogs.alert({ title: t("feedMix.mix.startAgain"), message: errorText(e) });
              }
            })
          }
        >
          {t("feedMix.mix.startAgain")}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => void dialogs.info({ title: t("feedMix.mix.hint"), message: t("feedMix.mix.hintText") })}
        >
          {t("feedMix.mix.hint")}
        </button>
      </div>
      <Modal open={choosing} onClose={() => setChoosing(false)} title={t("feedMix.mix.chooseNextTitle")}>
        <ul className="fm-choose">
          {open.map((f) => (
            <li key={f.SortOrder}>
              <button
                type="button"
                className="btn btn--secondary fm-big"
                onClick={() => {
                  onChoose(f.SortOrder);
                  setChoosing(false);
                }}
              >
                {`${f.FeedName} · ${withKg(f.PlannedWeight)}`}
              </button>
            </li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}
