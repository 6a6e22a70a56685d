"use client";

import { lazy, Suspense, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { QueryState, useErrorText } from "@/components/providers/query-state";
import { useDialogs } from "@/components/ui/dialogs";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiMutation, useApiQuery } from "@/lib/client/query";
import { recipeKey } from "./keys";
import { dailyIntake, LIMITS, scaleAmounts, sizeFromPercent } from "@/lib/feed-mix/arithmetic";
import type { TMixResponse, TRecipe, TRecipeResponse } from "@/lib/feed-mix/schemas";
import type { Navigate } from "./feed-mix-view-state";
import { kg, oneDecimal } from "./format";
import { ManualMixDialog } from "./manual-mix-dialog";
import { saveMixLocally } from "./offline-store";
import { Stepper } from "./stepper";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { TableScroll } from "@/components/ui/table-scroll";

/** The advisor's assign dialog (React Aria's ComboBox and Modal) loads on its first opening; it saves online only (decision 100). */
const AssignDialog = lazy(() => import("./assign-dialog").then((m) => ({ default: m.AssignDialog })));

/** The recipe detail: size, percent and animal count scale the amounts shown; start mixing, edit, recalculate, manual mix. */
export function RecipeDetail({ id, navigate, customerNumber }: { id: number; navigate: Navigate; customerNumber: string | null }) {
  const query = useApiQuery<TRecipeResponse>(recipeKey(customerNumber, id), `/api/maiturimix/feeds/${id}`, null, { method: "GET" });
  return (
    <QueryState query={query}>
      {(data) => <Detail key={query.dataUpdatedAt} recipe={data.Recipe} navigate={navigate} customerNumber={customerNumber} />}
    </QueryState>
  );
}

function Detail({ recipe, navigate, customerNumber }: { recipe: TRecipe; navigate: Navigate; customerNumber: string | null }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const errorText = useErrorText();
  const [size, setSize] = useState<number | "">(recipe.Size);
  const [percent, setPercent] = useState<number | "">("");
  const [animals, setAnimals] = useState<number | "">(recipe.AnimalCount);
  const [animalError, setAnimalError] = useState<string>();
  const [manualOpen, setManualOpen] = useState(false);
  const [assignOpen, setAssignOpen] = useState(false);
  const assignWanted = useOpenedOnce(assignOpen);
  const start = useApiMutation<TMixResponse, { id: number; animalCount: number; size: number }>(
    (v) => `/api/maiturimix/getfeedformix?id=${v.id}&animalCount=${v.animalCount}&size=${v.size}`,
    { method: "GET" },
  );
  // the recipe reloads after recalculating (invalidated): the view is keyed by the data, its inputs start again from the recipe
  const recalc = useApiMutation<TRecipeResponse, { id: number; customerAnimalCount: number }>("/api/maiturimix/recalculate", {
    invalidates: [recipeKey(customerNumber, recipe.Id)],
  });

  const shownSize = size === "" ? recipe.Size : size;
  const feeds = scaleAmounts(recipe.Feeds, recipe.Size, shownSize);
  const intake = dailyIntake(shownSize, animals === "" ? null : animals);
  const total = feeds.reduce((s, f) => s + f.PlannedWeight, 0);

  const needAnimals = (): number | null => {
    if (animals === "" || animals === 0) {
      setAnimalError(t("feedMix.validation.animalCount"));
      return null;
    }
    setAnimalError(undefined);
    return animals;
  };

  const onStart = async () => {
    if (recipe.OpenMixId) return navigate({ kind: "mix", id: recipe.OpenMixId });
    const count = needAnimals();
    if (count === null) return;
    try {
      const r = await start.mutateAsync({ id: recipe.Id, animalCount: count, size: shownSize });
      saveMixLocally(r.Mix);
      navigate({ kind: "mix", id: r.Mix.MixId });
    } catch (e) {
      await dialogs.alert({ title: t("feedMix.detail.startMix"), message: errorText(e) });
    }
  };

  const onRecalculate = async () => {
    const count = needAnimals();
    if (count === null) return;
    const ok = await dialogs.confirm({ title: t("feedMix.detail.recalculate"), message: t("feedMix.detail.recalculateConfirm") });
    if (!ok) return;
    try {
      await recalc.mutateAsync({ id: recipe.Id, customerAnimalCount: count });
      toast.success(t("feedMix.detail.recalculated"));
    } catch (e) {
      if (e instanceof ApiError && e.body.fields?.customerAnimalCount) setAnimalError(e.body.fields.customerAnimalCount[0]);
      else await dialogs.alert({ title: t("feedMix.detail.recalculate"), message: errorText(e) });
    }
  };

  return (
    <section className="fm-detail" aria-labelledby="fm-recipe-title">
      <button type="button" className="fm-link" onClick={() => navigate({ kind: "list", tab: "recipes" })}>
        {t("feedMix.detail.back")}
      </button>
      <h2 id="fm-recipe-title">{recipe.MixName}</h2>
      {recipe.CanAdvise ? <p className="fm-note">{t("feedMix.detail.advisor")}</p> : null}
      <div className="fm-controls">
        <Stepper
          name="size"
          label={t("feedMix.detail.size")}
          value={size}
          min={LIMITS.size.min}
          max={LIMITS.size.max}
          onChange={(v) => {
            setSize(v);
            setPercent("");
          }}
        />
        <Stepper
          name="percent"
          label={t("feedMix.detail.percent")}
          value={percent}
          min={LIMITS.percent.min}
          max={LIMITS.percent.max}
          onChange={(v) => {
            setPercent(v);
            setSize(sizeFromPercent(recipe.Size, v === "" ? null : v));
          }}
        />
        <Stepper
          name="animalCount"
          label={t("feedMix.detail.animalCount")}
          value={animals}
          min={0}
          max={LIMITS.animals.max}
          error={animalError}
          onChange={(v) => {
            setAnimals(v);
            if (v !== "" && v > 0) setAnimalError(undefined);
          }}
        />
      </div>
      {intake !== null ? (
        <p className="fm-intake" data-testid="daily-intake">
          {t("feedMix.detail.dailyIntake", { value: oneDecimal(intake) })}
        </p>
      ) : null}
      <TableScroll label={recipe.MixName}>
        <table className="fm-table">
          <thead>
            <tr>
              <th scope="col">{t("feedMix.detail.component")}</th>
              <th scope="col" className="num">
                {t("feedMix.detail.amount")}
              </th>
              <th scope="col" className="num">
                {t("feedMix.detail.dryMatter")}
              </th>
            </tr>
          </thead>
          <tbody>
            {feeds.map((f) => (
              <tr key={f.FeedId} data-feed={f.FeedId}>
                <th scope="row">
                  {f.FeedName}
                  {f.AdditionalItem ? <span className="fm-tag">{t("feedMix.detail.extra")}</span> : null}
                </th>
                <td className="num" data-testid={`amount-${f.FeedId}`}>
                  {kg(f.PlannedWeight)}
                </td>
                <td className="num">{oneDecimal(f.Nutritions.DryMatter)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t("feedMix.detail.total")}</th>
              <td className="num" data-testid="amount-total">
                {kg(total)}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </TableScroll>
      <div className="fm-actions">
        {recipe.CanMix ? (
          <button type="button" className="btn fm-big" onClick={() => void onStart()} disabled={start.isPending}>
            {recipe.OpenMixId ? t("feedMix.detail.continueMix") : t("feedMix.detail.startMix")}
          </button>
        ) : null}
        <button type="button" className="btn btn--secondary" onClick={() => navigate({ kind: "edit", id: recipe.Id })}>
          {t("feedMix.detail.edit")}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => void onRecalculate()} disabled={recalc.isPending}>
          {t("feedMix.detail.recalculate")}
        </button>
        {recipe.CanMix ? (
          <button type="button" className="btn btn--secondary" onClick={() => setManualOpen(true)}>
            {t("feedMix.detail.manualMix")}
          </button>
        ) : null}
        {recipe.CanAdvise ? (
          <button type="button" className="btn btn--secondary" onClick={() => setAssignOpen(true)}>
            {t("feedMix.advisor.assign")}
          </button>
        ) : null}
      </div>
      {recipe.CanAdvise && assignWanted ? (
        <Suspense fallback={null}>
          <AssignDialog open={assignOpen} onClose={() => setAssignOpen(false)} recipe={recipe} customerNumber={customerNumber} />
        </Suspense>
      ) : null}
      <ManualMixDialog
        open={manualOpen}
        onClose={() => setManualOpen(false)}
        recipes={[{ Id: recipe.Id, MixName: recipe.MixName }]}
        customerNumber={customerNumber}
        onSaved={(recordId) => navigate({ kind: "finished", id: recordId })}
      />
    </section>
  );
}
