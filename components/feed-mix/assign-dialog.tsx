"use client";

import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useErrorText } from "@/components/providers/query-state";
import { ComboBox } from "@/components/ui/combobox";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api-fetch";
import { newIdempotencyKey } from "@/lib/client/idempotency-key";
import { useApiMutation, useApiQuery } from "@/lib/client/query";
import type { TAdvisorFarmsResponse, TAdvisorRecipeResponse, TRecipe } from "@/lib/feed-mix/schemas";
import { advisorFarmsKey, overviewKey } from "./keys";
import { farmText } from "./farm-text";

/**
 * "Jaa tilalle" (decision 091): the feed advisor copies this recipe's plan to another farm of their
 * store. One idempotency key per opening of the dialog, so a double click (or a retry after a lost
 * reply) makes one copy; the server also refuses a second copy of the plan for the same farm.
 */
export function AssignDialog({
  open,
  onClose,
  recipe,
  customerNumber,
}: {
  open: boolean;
  onClose: () => void;
  recipe: Pick<TRecipe, "Id" | "CustomerNumber">;
  customerNumber: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t("feedMix.advisor.assignTitle")}>
      {open ? <AssignForm recipe={recipe} customerNumber={customerNumber} onDone={onClose} /> : null}
    </Modal>
  );
}

export function AssignForm({
  recipe,
  customerNumber,
  onDone,
}: {
  recipe: Pick<TRecipe, "Id" | "CustomerNumber">;
  customerNumber: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [farm, setFarm] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [key] = useState(newIdempotencyKey);
  const farms = useApiQuery<TAdvisorFarmsResponse>(advisorFarmsKey(customerNumber), "/api/maiturimix/advisor/farms", null, {
    method: "GET",
  });
  const assign = useApiMutation<TAdvisorRecipeResponse, { id: number; CustomerNumber: string; idempotencyKey: string }>(
    "/api/maiturimix/advisor/assignrecipe",
    { invalidates: [overviewKey(customerNumber)] },
  );
  const others = (farms.data?.Farms ?? []).filter((f) => f.CustomerNumber !== recipe.CustomerNumber);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!farm) return setError(t("feedMix.validation.farm"));
        assign
          .mutateAsync({ id: recipe.Id, CustomerNumber: farm, idempotencyKey: key })
          .then((r) => {
            toast.success(t("feedMix.advisor.assigned", { name: r.Recipe.CustomerName }));
            onDone();
          })
          .catch((err: unknown) =>
            setError(err instanceof ApiError && err.body.fields?.CustomerNumber ? err.body.fields.CustomerNumber[0] : errorText(err)),
          );
      }}
    >
      <p className="fm-note">{t("feedMix.advisor.assignHint")}</p>
      {farms.isSuccess && !others.length ? (
        <p>{t("feedMix.advisor.noOtherFarms")}</p>
      ) : (
        <ComboBox
          id="fm-assign-farm"
          label={t("feedMix.advisor.farm")}
          items={others}
          getKey={(f) => f.CustomerNumber}
          getText={farmText}
          selectedKey={farm}
          onSelect={(f) => {
            setFarm(f?.CustomerNumber ?? null);
            if (f) setError(undefined);
          }}
          menuTrigger="focus"
          loading={farms.isPending}
          error={error}
        />
      )}
      {error && !others.length ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="fm-actions">
        <button type="submit" className="btn fm-big" disabled={assign.isPending || !others.length}>
          {t("feedMix.advisor.assignSubmit")}
        </button>
      </div>
    </form>
  );
}
