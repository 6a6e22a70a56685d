"use client";

/** The lists' filters (spec 4 §2, §7): search text, store, manufacturer, from/to dates, submitted by me; claims also statuses. */
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { FormField, SelectField } from "@/components/ui/form-field";
import type { TStoresResponse } from "@/lib/warranty/schemas";
import { CLAIM_STATUSES, STATUS_KEYS, type ClaimStatus } from "@/lib/warranty/status";

export interface Filters {
  query: string;
  store: string;
  manufacturer: string;
  fromDate: string;
  toDate: string;
  submittedByMe: boolean;
  statuses: ClaimStatus[];
}
export const NO_FILTERS: Filters = { query: "", store: "", manufacturer: "", fromDate: "", toDate: "", submittedByMe: false, statuses: [] };

/** The filters as call parameters (empty ones left out). */
export function filterParams(f: Filters, withStatuses: boolean): Record<string, string> {
  const p: Record<string, string> = {};
  if (f.query.trim()) p.query = f.query.trim();
  if (f.store) p.store = f.store;
  if (f.manufacturer.trim()) p.manufacturer = f.manufacturer.trim();
  if (f.fromDate.trim()) p.fromDate = f.fromDate.trim();
  if (f.toDate.trim()) p.toDate = f.toDate.trim();
  if (f.submittedByMe) p.submittedByMe = "true";
  if (withStatuses && f.statuses.length) p.statuses = f.statuses.join(",");
  return p;
}

export function ListFilters({
  stores,
  withStatuses,
  onApply,
}: {
  stores: TStoresResponse;
  withStatuses: boolean;
  onApply: (f: Filters) => void;
}) {
  const { t } = useTranslation();
  const [f, setF] = useState<Filters>(NO_FILTERS);
  const set = <K extends keyof Filters>(k: K, v: Filters[K]) => setF((x) => ({ ...x, [k]: v }));
  function submit(e: FormEvent) {
    e.preventDefault();
    onApply(f);
  }
  function toggle(s: ClaimStatus) {
    const next = f.statuses.includes(s) ? f.statuses.filter((x) => x !== s) : [...f.statuses, s];
    const nf = { ...f, statuses: next };
    setF(nf);
    onApply(nf);
  }
  return (
    <form role="search" onSubmit={submit} noValidate className="no-print">
      {withStatuses ? (
        <fieldset className="warranty-statuses">
          <legend>{t("warranty.list.statuses")}</legend>
          {CLAIM_STATUSES.map((s) => (
            <label key={s}>
              <input type="checkbox" checked={f.statuses.includes(s)} onChange={() => toggle(s)} />
              {t(STATUS_KEYS[s])}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="warranty-filters">
        <FormField name="query" label={t("warranty.list.query")} value={f.query} onChange={(e) => set("query", e.target.value)} />
        <SelectField id="f-store" label={t("warranty.list.store")} value={f.store} onChange={(e) => set("store", e.target.value)}>
          <option value="">{t("warranty.list.allStores")}</option>
          {stores.stores.map((s) => (
            <option key={s.StoreId} value={s.StoreId}>
              {s.Name}
            </option>
          ))}
        </SelectField>
        <FormField
          name="manufacturer"
          label={t("warranty.list.manufacturer")}
          value={f.manufacturer}
          onChange={(e) => set("manufacturer", e.target.value)}
        />
        <FormField
          name="fromDate"
          label={t("warranty.list.fromDate")}
          placeholder={t("warranty.form.dayPlaceholder")}
          value={f.fromDate}
          onChange={(e) => set("fromDate", e.target.value)}
        />
        <FormField
          name="toDate"
          label={t("warranty.list.toDate")}
          placeholder={t("warranty.form.dayPlaceholder")}
          value={f.toDate}
          onChange={(e) => set("toDate", e.target.value)}
        />
        <label className="check">
          <input type="checkbox" checked={f.submittedByMe} onChange={(e) => set("submittedByMe", e.target.checked)} />
          {t("warranty.list.submittedByMe")}
        </label>
        <button type="submit" className="btn">
          {t("warranty.list.search")}
        </button>
      </div>
    </form>
  );
}
