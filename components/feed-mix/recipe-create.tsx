"use client";

import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { QueryState, useErrorText } from "@/components/providers/query-state";
import { ComboBox } from "@/components/ui/combobox";
import { useDialogs } from "@/components/ui/dialogs";
import { FormField, SelectField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api-fetch";
import { newIdempotencyKey } from "@/lib/client/idempotency-key";
import { useApiMutation, useApiQuery } from "@/lib/client/query";
import { LIMITS } from "@/lib/feed-mix/arithmetic";
import type { TAdvisorFarmsResponse, TAdvisorRecipeResponse } from "@/lib/feed-mix/schemas";
import { totalOf, type EditRow } from "./edit-draft";
import { EditRows } from "./edit-rows";
import { farmText } from "./farm-text";
import { LoadingOrder } from "./loading-order";
import type { Navigate } from "./feed-mix-view-state";
import { withKg } from "./format";
import { advisorFarmsKey, overviewKey } from "./keys";
import { Stepper } from "./stepper";

type Farm = TAdvisorFarmsResponse["Farms"][number];
type Catalog = TAdvisorFarmsResponse["Catalog"];

export interface CreateRecipeBody {
  CustomerNumber: string;
  MixName: string;
  Size: number;
  AnimalCount: number | "";
  ScaleAccordingToFirstItem: boolean;
  Feeds: { FeedId: string; PlannedWeight: number; SortOrder: number; AdditionalItem: boolean; Nutritions: { DryMatter?: number } }[];
  idempotencyKey: string;
}

export { farmText } from "./farm-text";

/**
 * The feed advisor's new recipe (decision 091): a farm of their store, a name, the animal count and
 * the components from the cooperative's feeds with planned amounts; the loading order through the
 * portal's reorderable list (drag, or the move up/down buttons). The size is the components' total.
 * Sent once per form (an idempotency key, so a double click makes one recipe); opens the new recipe.
 */
export function RecipeCreate({ navigate, customerNumber }: { navigate: Navigate; customerNumber: string | null }) {
  const query = useApiQuery<TAdvisorFarmsResponse>(advisorFarmsKey(customerNumber), "/api/maiturimix/advisor/farms", null, {
    method: "GET",
  });
  return (
    <QueryState query={query}>
      {(data) => <CreateForm farms={data.Farms} catalog={data.Catalog} navigate={navigate} customerNumber={customerNumber} />}
    </QueryState>
  );
}

export function CreateForm({
  farms,
  catalog,
  navigate,
  customerNumber,
}: {
  farms: Farm[];
  catalog: Catalog;
  navigate: Navigate;
  customerNumber: string | null;
}) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const errorText = useErrorText();
  const [farm, setFarm] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [animals, setAnimals] = useState<number | "">("");
  const [autoScale, setAutoScale] = useState(false);
  const [rows, setRows] = useState<EditRow[]>([]);
  const [pick, setPick] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [key] = useState(newIdempotencyKey);
  const create = useApiMutation<TAdvisorRecipeResponse, CreateRecipeBody>("/api/maiturimix/advisor/createrecipe", {
    invalidates: [overviewKey(customerNumber)],
  });

  const addRow = () => {
    const c = catalog.find((x) => x.FeedId === pick);
    if (!c) return setErrors((e) => ({ ...e, Feeds: t("feedMix.validation.emptyItem") }));
    setRows([
      ...rows,
      {
        FeedId: c.FeedId,
        FeedName: c.FeedName,
        PlannedWeight: 0,
        DryMatter: c.DryMatter,
        OriginalDryMatter: c.DryMatter,
        AdditionalItem: false,
        base: { weight: 0, dryMatter: c.DryMatter },
      },
    ]);
    setPick("");
    setErrors((e) => ({ ...e, Feeds: undefined }));
  };

  const validate = (): boolean => {
    const next: Record<string, string | undefined> = {
      CustomerNumber: farm ? undefined : t("feedMix.validation.farm"),
      MixName: name.trim() ? undefined : t("feedMix.validation.mixNameRequired"),
      AnimalCount: animals === "" || animals < 1 ? t("feedMix.validation.animalCount") : undefined,
      Feeds: !rows.length ? t("feedMix.advisor.noComponents") : totalOf(rows) < 1 ? t("feedMix.validation.sizeTotal") : undefined,
    };
    setErrors(next);
    return !Object.values(next).some(Boolean);
  };

  const submit = async () => {
    if (!validate() || !farm) return;
    try {
      const r = await create.mutateAsync({
        CustomerNumber: farm,
        MixName: name.trim(),
        Size: totalOf(rows),
        AnimalCount: animals,
        ScaleAccordingToFirstItem: autoScale,
        Feeds: rows.map((r, i) => ({
          FeedId: r.FeedId,
          PlannedWeight: r.PlannedWeight,
          SortOrder: i + 1,
          AdditionalItem: false,
          Nutritions: r.DryMatter === "" ? {} : { DryMatter: r.DryMatter },
        })),
        idempotencyKey: key,
      });
      toast.success(t("feedMix.advisor.created", { name: r.Recipe.CustomerName }));
      navigate({ kind: "recipe", id: r.Recipe.Id });
    } catch (e) {
      if (e instanceof ApiError && e.body.fields) {
        const f = e.body.fields;
        setErrors({
          CustomerNumber: f.CustomerNumber?.[0],
          MixName: f.MixName?.[0],
          AnimalCount: f.AnimalCount?.[0],
          Feeds: f.Feeds?.[0] ?? f.Size?.[0],
        });
      } else await dialogs.alert({ title: t("feedMix.advisor.createTitle"), message: errorText(e) });
    }
  };

  const unused = catalog.filter((c) => !rows.some((r) => r.FeedId === c.FeedId));
  return (
    <section className="fm-edit" aria-labelledby="fm-create-title">
      <button type="button" className="fm-link" onClick={() => navigate({ kind: "list", tab: "recipes" })}>
        {t("feedMix.detail.back")}
      </button>
      <h2 id="fm-create-title">{t("feedMix.advisor.createTitle")}</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {farms.length ? (
          <ComboBox
            id="fm-create-farm"
            label={t("feedMix.advisor.farm")}
            items={farms}
            getKey={(f) => f.CustomerNumber}
            getText={farmText}
            selectedKey={farm}
            onSelect={(f) => {
              setFarm(f?.CustomerNumber ?? null);
              if (f) setErrors((e) => ({ ...e, CustomerNumber: undefined }));
            }}
            menuTrigger="focus"
            error={errors.CustomerNumber}
          />
        ) : (
          <p role="alert">{t("feedMix.advisor.noFarms")}</p>
        )}
        <FormField
          id="fm-create-name"
          name="MixName"
          label={t("feedMix.edit.mixName")}
          value={name}
          maxLength={80}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
          error={errors.MixName}
        />
        <Stepper
          name="AnimalCount"
          label={t("feedMix.detail.animalCount")}
          value={animals}
          min={LIMITS.animals.min}
          max={LIMITS.animals.max}
          error={errors.AnimalCount}
          onChange={setAnimals}
        />
        <label className="fm-switch">
          <input type="checkbox" checked={autoScale} onChange={(e) => setAutoScale(e.target.checked)} />
          <span>{t("feedMix.edit.autoScale")}</span>
        </label>

        <h3 className="fm-edit__order-title">{t("feedMix.advisor.components")}</h3>
        <div className="fm-add-component">
          <SelectField id="fm-create-feed" label={t("feedMix.edit.item")} value={pick} onChange={(e) => setPick(e.target.value)}>
            <option value="">{t("feedMix.edit.choose")}</option>
            {unused.map((c) => (
              <option key={c.FeedId} value={c.FeedId}>
                {c.FeedName}
              </option>
            ))}
          </SelectField>
          <button type="button" className="btn btn--secondary" onClick={addRow}>
            {t("feedMix.advisor.addComponent")}
          </button>
        </div>
        {errors.Feeds ? (
          <p className="field-error" role="alert">
            {errors.Feeds}
          </p>
        ) : null}
        {rows.length ? (
          <>
            <p className="fm-note">{t("feedMix.advisor.orderHint")}</p>
            <LoadingOrder rows={rows} onChange={setRows} />
            <EditRows rows={rows} onChange={setRows} onRemove={(feedId) => setRows(rows.filter((r) => r.FeedId !== feedId))} />
          </>
        ) : null}
        <p className="fm-total">
          {`${t("feedMix.detail.total")}: `}
          <span data-testid="create-total">{withKg(totalOf(rows))}</span>
        </p>
        <div className="fm-actions">
          <button type="submit" className="btn fm-big" disabled={create.isPending || !farms.length}>
            {t("feedMix.advisor.create")}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => navigate({ kind: "list", tab: "recipes" })}>
            {t("feedMix.edit.cancel")}
          </button>
        </div>
      </form>
    </section>
  );
}
