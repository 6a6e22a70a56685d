"use client";

import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { QueryState, useErrorText } from "@/components/providers/query-state";
import { useDialogs } from "@/components/ui/dialogs";
import { toast } from "@/components/ui/toast";
import { customerKey, useApiMutation, useApiQuery } from "@/lib/client/query";
import { LIMITS } from "@/lib/feed-mix/arithmetic";
import type { TItemResponse, TRecipe, TRecipeResponse } from "@/lib/feed-mix/schemas";
import { AddItemDialog, type DraftBody } from "./add-item-dialog";
import { scaleRows, toRows, totalOf, type EditRow } from "./edit-draft";
import { EditRows } from "./edit-rows";
import { LoadingOrder } from "./loading-order";
import type { Navigate } from "./feed-mix-view-state";
import { withKg } from "./format";
import { overviewKey, recipeKey } from "./keys";
import { Stepper } from "./stepper";

/** The edit-recipe view (rebindfeedforedit → updatefeed); saving returns to the detail. */
export function RecipeEdit({ id, navigate, customerNumber }: { id: number; navigate: Navigate; customerNumber: string | null }) {
  const query = useApiQuery<TRecipeResponse>(
    customerKey(customerNumber, "feedMix", "edit", id),
    "/api/maiturimix/rebindfeedforedit",
    { id },
    { method: "GET" },
  );
  return (
    <QueryState query={query}>
      {(data) => <Edit key={query.dataUpdatedAt} recipe={data.Recipe} navigate={navigate} customerNumber={customerNumber} />}
    </QueryState>
  );
}

function Edit({ recipe, navigate, customerNumber }: { recipe: TRecipe; navigate: Navigate; customerNumber: string | null }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const errorText = useErrorText();
  const [rows, setRows] = useState<EditRow[]>(() => toRows(recipe.Feeds));
  const [base, setBase] = useState<{ rows: EditRow[]; size: number }>(() => ({ rows: toRows(recipe.Feeds), size: recipe.Size }));
  const [size, setSize] = useState<number | "">(recipe.Size);
  const [autoScale, setAutoScale] = useState(recipe.ScaleAccordingToFirstItem);
  const [mixName, setMixName] = useState(recipe.MixName);
  const [adding, setAdding] = useState(false);
  const save = useApiMutation<TRecipeResponse, Record<string, unknown>>("/api/maiturimix/updatefeed", {
    invalidates: [recipeKey(customerNumber, recipe.Id), overviewKey(customerNumber)],
  });
  const remove = useApiMutation<TItemResponse, { Recipe: DraftBody; ItemToAdd: { FeedId: string } }>("/api/maiturimix/removeitem");

  const currentSize = size === "" ? totalOf(rows) : size;
  const draft = (): DraftBody => ({
    Id: recipe.Id,
    Size: currentSize,
    AnimalCount: recipe.AnimalCount,
    Feeds: rows.map((r, i) => ({
      FeedId: r.FeedId,
      PlannedWeight: r.PlannedWeight,
      SortOrder: i + 1,
      Nutritions: r.DryMatter === "" ? {} : { DryMatter: r.DryMatter },
    })),
  });
  /** rows edited by hand: the size follows their total and they become the base of a size change */
  const changeRows = (next: EditRow[]) => {
    setRows(next);
    const total = totalOf(next);
    setSize(total);
    setBase({ rows: next, size: total });
  };
  const fromServer = (r: TRecipe) => changeRows(toRows(r.Feeds));

  return (
    <section className="fm-edit" aria-labelledby="fm-edit-title">
      <button type="button" className="fm-link" onClick={() => navigate({ kind: "recipe", id: recipe.Id })}>
        {t("feedMix.mix.back")}
      </button>
      <h2 id="fm-edit-title">{t("feedMix.edit.title")}</h2>
      {recipe.CanAdvise ? (
        <div className="field">
          <label htmlFor="fm-mix-name">{t("feedMix.edit.mixName")}</label>
          <input id="fm-mix-name" value={mixName} maxLength={80} onChange={(e) => setMixName(e.target.value)} />
        </div>
      ) : (
        <p className="fm-card__title">{recipe.MixName}</p>
      )}
      <Stepper
        name="size"
        label={t("feedMix.detail.size")}
        value={size}
        min={LIMITS.size.min}
        max={LIMITS.size.max}
        onChange={(v) => {
          setSize(v);
          if (v !== "" && v > 0) setRows(scaleRows(rows, base.rows, base.size, v));
        }}
      />
      <label className="fm-switch">
        <input type="checkbox" checked={autoScale} onChange={(e) => setAutoScale(e.target.checked)} />
        <span>{t("feedMix.edit.autoScale")}</span>
      </label>
      <h3 className="fm-edit__order-title">{t("feedMix.edit.loadingOrder")}</h3>
      <p className="fm-note">{t("feedMix.edit.dragHint")}</p>
      <LoadingOrder rows={rows} onChange={changeRows} />
      <EditRows
        rows={rows}
        onChange={changeRows}
        onRemove={(feedId) =>
          void remove
            .mutateAsync({ Recipe: draft(), ItemToAdd: { FeedId: feedId } })
            .then((r) => fromServer(r.Recipe))
            .catch((e: unknown) => dialogs.alert({ title: t("feedMix.edit.title"), message: errorText(e) }))
        }
      />
      <p className="fm-total">
        {`${t("feedMix.detail.total")}: `}
        <span data-testid="edit-total">{withKg(totalOf(rows))}</span>
      </p>
      <div className="fm-actions">
        <button type="button" className="btn btn--secondary" onClick={() => setAdding(true)}>
          {t("feedMix.edit.addItem")}
        </button>
        <button
          type="button"
          className="btn fm-big"
          disabled={save.isPending}
          onClick={() =>
            void save
              .mutateAsync({
                id: recipe.Id,
                ...(recipe.CanAdvise ? { MixName: mixName } : {}),
                Size: currentSize,
                scaleAccordingToFirstItem: autoScale,
                Feeds: draft().Feeds.map((f) => ({ ...f, Feedid: f.FeedId })),
              })
              .then(() => {
                toast.success(t("feedMix.edit.saved"));
                navigate({ kind: "recipe", id: recipe.Id });
              })
              .catch((e: unknown) => dialogs.alert({ title: t("feedMix.edit.title"), message: errorText(e) }))
          }
        >
          {t("feedMix.edit.save")}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => navigate({ kind: "recipe", id: recipe.Id })}>
          {t("feedMix.edit.cancel")}
        </button>
      </div>
      <AddItemDialog open={adding} onClose={() => setAdding(false)} catalog={recipe.Catalog} draft={draft} onAdded={fromServer} />
    </section>
  );
}
