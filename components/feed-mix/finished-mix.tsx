"use client";

import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { QueryState, useErrorText } from "@/components/providers/query-state";
import { useDialogs } from "@/components/ui/dialogs";
import { FormField } from "@/components/ui/form-field";
import { Modal } from "@/components/ui/lazy-modal";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api-fetch";
import { customerKey, useApiMutation, useApiQuery } from "@/lib/client/query";
import { deviation } from "@/lib/feed-mix/arithmetic";
import type { TSavedMix } from "@/lib/feed-mix/schemas";
import type { Navigate } from "./feed-mix-view-state";
import { helsinkiTime, kg, oneDecimal, signedKg, withKg } from "./format";
import { formText } from "./form-text";
import { ComponentChart } from "./mix-charts";
import { overviewKey } from "./keys";
import { TableScroll } from "@/components/ui/table-scroll";

/** The finished mix (after mixing, or from My mixes): planned versus actual, leftovers and their share, delete. */
export function FinishedMix({ id, navigate, customerNumber }: { id: number; navigate: Navigate; customerNumber: string | null }) {
  const key = customerKey(customerNumber, "feedMix", "mixed", id);
  const query = useApiQuery<TSavedMix>(key, "/api/maiturimix/getmixedfeedbyid", { id }, { method: "GET" });
  return (
    <QueryState query={query}>
      {(mix) => <Finished mix={mix} navigate={navigate} customerNumber={customerNumber} mixKey={key} />}
    </QueryState>
  );
}

function Finished({
  mix,
  navigate,
  customerNumber,
  mixKey,
}: {
  mix: TSavedMix;
  navigate: Navigate;
  customerNumber: string | null;
  mixKey: readonly unknown[];
}) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const errorText = useErrorText();
  const [leftoverOpen, setLeftoverOpen] = useState(false);
  const [leftoverError, setLeftoverError] = useState<string>();
  const [deleteError, setDeleteError] = useState<string>();
  const leftover = useApiMutation<{ Status: "OK" }, { id: number; leftover: string }>("/api/maiturimix/addleftover", {
    invalidates: [mixKey, overviewKey(customerNumber)],
  });
  const remove = useApiMutation<{ Status: string }, { id: number | undefined }>("/api/maiturimix/deletemix", {
    invalidates: [overviewKey(customerNumber)],
  });

  const onDelete = async () => {
    if (!(await dialogs.confirm({ title: t("feedMix.finished.delete"), message: t("feedMix.finished.deleteConfirm") }))) return;
    try {
      const r = await remove.mutateAsync({ id: mix.RecordId });
      if (r.Status !== "OK") return dialogs.alert({ title: t("feedMix.finished.delete"), message: t("feedMix.finished.deleteFailed") });
      toast.success(t("feedMix.finished.deleted"));
      navigate({ kind: "list", tab: "mixes" });
    } catch (e) {
      if (e instanceof ApiError && e.body.fields?.id) setDeleteError(e.body.fields.id[0]);
      else await dialogs.alert({ title: t("feedMix.finished.delete"), message: t("feedMix.finished.deleteFailed") });
    }
  };

  return (
    <section className="fm-finished" aria-labelledby="fm-finished-title">
      <button type="button" className="fm-link" onClick={() => navigate({ kind: "list", tab: "mixes" })}>
        {t("feedMix.finished.back")}
      </button>
      <h2 id="fm-finished-title">{t("feedMix.finished.title")}</h2>
      <dl className="fm-facts">
        <div>
          <dt>{t("feedMix.finished.guideline")}</dt>
          <dd>
            {mix.Guideline}
            {mix.Manual ? <span className="fm-tag">{t("feedMix.finished.manual")}</span> : null}
          </dd>
        </div>
        <div>
          <dt>{t("feedMix.finished.createdOn", { date: "" }).trim()}</dt>
          <dd data-testid="created-on">{helsinkiTime(mix.CreatedOn)}</dd>
        </div>
        <div>
          <dt>{t("feedMix.finished.animalCount")}</dt>
          <dd>{mix.AnimalCount}</dd>
        </div>
        <div>
          <dt>{t("feedMix.finished.originalWeight")}</dt>
          <dd data-testid="original-weight">{withKg(mix.OriginalWeight)}</dd>
        </div>
        <div>
          <dt>{t("feedMix.finished.actualWeight")}</dt>
          <dd data-testid="actual-weight">{withKg(mix.ActualWeight)}</dd>
        </div>
        <div>
          <dt>{t("feedMix.finished.leftovers")}</dt>
          <dd data-testid="leftovers">
            {mix.LeftOvers === null ? t("feedMix.finished.noLeftovers") : withKg(mix.LeftOvers)}
            {mix.LeftoverShare !== null ? ` · ${t("feedMix.finished.leftoverShare", { value: oneDecimal(mix.LeftoverShare) })}` : ""}
          </dd>
        </div>
      </dl>
      <TableScroll label={t("feedMix.finished.title")}>
        <table className="fm-table">
          <thead>
            <tr>
              <th scope="col">{t("feedMix.detail.component")}</th>
              <th scope="col" className="num">
                {t("feedMix.finished.planned")}
              </th>
              <th scope="col" className="num">
                {t("feedMix.finished.actual")}
              </th>
              <th scope="col" className="num">
                {t("feedMix.finished.deviation")}
              </th>
            </tr>
          </thead>
          <tbody>
            {mix.CustomerMixFeeds.map((f) => {
              const d = deviation(f.PlannedWeight, f.ActualWeight);
              return (
                <tr key={f.FeedName}>
                  <th scope="row">{f.FeedName}</th>
                  <td className="num">{kg(f.PlannedWeight)}</td>
                  <td className="num">{kg(f.ActualWeight)}</td>
                  <td className="num">{d ? signedKg(d.kg) : "–"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <ComponentChart mix={mix} />
      <div className="fm-actions">
        <button type="button" className="btn fm-big" onClick={() => setLeftoverOpen(true)}>
          {t("feedMix.finished.addLeftover")}
        </button>
        <button type="button" className="btn btn--secondary fm-big" onClick={() => void onDelete()} disabled={remove.isPending}>
          {t("feedMix.finished.delete")}
        </button>
      </div>
      {deleteError ? <p className="field-error">{deleteError}</p> : null}
      <Modal open={leftoverOpen} onClose={() => setLeftoverOpen(false)} title={t("feedMix.finished.addLeftover")}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const value = formText(new FormData(e.currentTarget), "leftover");
            if (!value.trim()) return setLeftoverError(t("feedMix.validation.leftover"));
            leftover
              .mutateAsync({ id: mix.RecordId, leftover: value })
              .then(() => {
                setLeftoverError(undefined);
                setLeftoverOpen(false);
              })
              .catch((err: unknown) =>
                setLeftoverError(err instanceof ApiError && err.body.fields?.leftover ? err.body.fields.leftover[0] : errorText(err)),
              );
          }}
        >
          <FormField
            name="leftover"
            id="fm-leftover"
            label={t("feedMix.finished.leftoverTitle")}
            inputMode="numeric"
            error={leftoverError}
          />
          <button type="submit" className="btn" disabled={leftover.isPending}>
            {t("feedMix.finished.save")}
          </button>
        </form>
      </Modal>
    </section>
  );
}
