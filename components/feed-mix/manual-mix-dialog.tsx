"use client";

import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useErrorText } from "@/components/providers/query-state";
import { FormField, SelectField } from "@/components/ui/form-field";
import { Modal } from "@/components/ui/lazy-modal";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api-fetch";
import { useApiMutation } from "@/lib/client/mutation";
import { overviewKey } from "./keys";

type Fields = "FeedingPlanId" | "Size" | "StartDate" | "AnimalCount";

/** Manual mix: recipe, batch size, date (day/month/year) and animal count, each required (inline errors from the server). */
export function ManualMixDialog({
  open,
  onClose,
  recipes,
  customerNumber,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  recipes: { Id: number; MixName: string }[];
  customerNumber: string | null;
  onSaved: (recordId: number) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [errors, setErrors] = useState<Partial<Record<Fields | "form", string>>>({});
  const create = useApiMutation<{ RecordId: number }, Record<string, string>>("/api/maiturimix/createmanualmix", {
    invalidates: [overviewKey(customerNumber)],
  });
  return (
    <Modal open={open} onClose={onClose} title={t("feedMix.manual.title")}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const data = Object.fromEntries(new FormData(e.currentTarget).entries()) as Record<string, string>;
          setErrors({});
          create
            .mutateAsync(data)
            .then((r) => {
              toast.success(t("feedMix.manual.saved"));
              onClose();
              onSaved(r.RecordId);
            })
            .catch((err: unknown) => {
              if (err instanceof ApiError && err.body.fields) {
                const f = err.body.fields;
                setErrors({
                  FeedingPlanId: f.FeedingPlanId?.[0],
                  Size: f.Size?.[0],
                  StartDate: f.StartDate?.[0],
                  AnimalCount: f.AnimalCount?.[0],
                });
              } else setErrors({ form: errorText(err) });
            });
        }}
      >
        <SelectField
          id="fm-manual-plan"
          name="FeedingPlanId"
          label={t("feedMix.manual.plan")}
          error={errors.FeedingPlanId}
          defaultValue={recipes.length === 1 ? String(recipes[0]?.Id) : ""}
        >
          <option value="">{t("feedMix.edit.choose")}</option>
          {recipes.map((r) => (
            <option key={r.Id} value={r.Id}>
              {r.MixName}
            </option>
          ))}
        </SelectField>
        <FormField name="Size" id="fm-manual-size" label={t("feedMix.manual.size")} inputMode="numeric" error={errors.Size} />
        <FormField name="StartDate" id="fm-manual-date" label={t("feedMix.manual.date")} inputMode="numeric" error={errors.StartDate} />
        <FormField
          name="AnimalCount"
          id="fm-manual-animals"
          label={t("feedMix.manual.animals")}
          inputMode="numeric"
          error={errors.AnimalCount}
        />
        {errors.form ? (
          <p className="alert alert--error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" className="btn" disabled={create.isPending}>
          {t("feedMix.manual.save")}
        </button>
      </form>
    </Modal>
  );
}
