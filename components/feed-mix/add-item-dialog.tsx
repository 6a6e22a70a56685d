"use client";

import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useErrorText } from "@/components/providers/query-state";
import { FormField, SelectField } from "@/components/ui/form-field";
import { Modal } from "@/components/ui/modal";
import { useApiMutation } from "@/lib/client/mutation";
import type { TItemResponse, TRecipe } from "@/lib/feed-mix/schemas";
import { formText } from "./form-text";

export interface DraftBody {
  Id: number;
  Size: number;
  AnimalCount: number;
  Feeds: { FeedId: string; PlannedWeight: number; SortOrder: number; Nutritions: { DryMatter?: number } }[];
}

/** The extra-item dialog: an item from the cooperative's feeds and an amount; OK adds it, Duplicate and an empty field show their texts. */
export function AddItemDialog({
  open,
  onClose,
  catalog,
  draft,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  catalog: TRecipe["Catalog"];
  draft: () => DraftBody;
  onAdded: (recipe: TRecipe) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [error, setError] = useState<string>();
  const add = useApiMutation<
    TItemResponse,
    { Recipe: DraftBody; ItemToAdd: { FeedId: string; PlannedWeight: string; ActualWeight: number } }
  >("/api/maiturimix/additem");
  return (
    <Modal open={open} onClose={onClose} title={t("feedMix.edit.addItemTitle")}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          const FeedId = formText(form, "FeedId");
          const PlannedWeight = formText(form, "PlannedWeight").trim();
          if (!FeedId || !PlannedWeight) return setError(t("feedMix.validation.emptyItem"));
          add
            .mutateAsync({ Recipe: draft(), ItemToAdd: { FeedId, PlannedWeight, ActualWeight: 0 } })
            .then((r) => {
              if (r.Status !== "OK") return setError(r.Message ?? t("feedMix.validation.emptyItem"));
              setError(undefined);
              onAdded(r.Recipe);
              onClose();
            })
            .catch((err: unknown) => setError(errorText(err)));
        }}
      >
        <SelectField id="fm-add-item" name="FeedId" label={t("feedMix.edit.item")} defaultValue="">
          <option value="">{t("feedMix.edit.choose")}</option>
          {catalog.map((c) => (
            <option key={c.FeedId} value={c.FeedId}>
              {c.FeedName}
            </option>
          ))}
        </SelectField>
        <FormField name="PlannedWeight" id="fm-add-amount" label={t("feedMix.detail.amount")} inputMode="numeric" />
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn" disabled={add.isPending}>
          {t("feedMix.edit.add")}
        </button>
      </form>
    </Modal>
  );
}
