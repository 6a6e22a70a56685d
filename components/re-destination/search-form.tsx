"use client";

/**
 * Re-destination search (spec 3 "Re-destination search"): warehouse and confirmed delivery date
 * from/to, all required; "Sök" validates first with the server's own schema. A search filter, so
 * its state is useFlatForm, not react-hook-form (decision 108).
 */
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { DateRangePicker } from "@/components/ui/date-range-picker";
import { SubmitButton } from "@/components/ui/submit-button";
import type { Market } from "@/lib/market";
import { dataTable } from "@/components/ui/lazy-data-table";
import { lazyLoad, warmOn } from "@/lib/client/lazy-zod-resolver";
import { useFlatForm } from "@/components/ui/use-flat-form";
import { MAX_SEARCH_DAYS } from "@/lib/re-destination/constants";
import type { ReDestinationOption, TReDestinationSearchRequest } from "@/lib/re-destination/schemas";
import { showValidationErrors, translated } from "./validation-dialog";

type Values = { warehouse: string; confirmedDeliveryDateFrom: string; confirmedDeliveryDateTo: string };

/** The server's search schema, loaded with zod on the form's first focus or check (decision 104). */
const schema = lazyLoad(() => import("@/lib/re-destination/schemas").then((m) => m.ZReDestinationSearchRequest));

export function SearchForm({
  market,
  warehouses,
  initial,
  onSearch,
  busy,
}: {
  market: Market;
  warehouses: ReDestinationOption[];
  initial?: Values;
  onSearch: (values: TReDestinationSearchRequest) => Promise<void>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  // the form holds text; the schema (the server's own) turns it into the request
  const form = useFlatForm<Values, TReDestinationSearchRequest>(
    initial ?? { warehouse: "", confirmedDeliveryDateFrom: "", confirmedDeliveryDateTo: "" },
    schema,
  );
  const err = (name: keyof Values) => translated(t, form.errors[name]);

  const submit = form.submit(
    (values) => onSearch(values),
    (errors) => showValidationErrors(dialogs, t, errors, ["warehouse", "confirmedDeliveryDateFrom", "confirmedDeliveryDateTo"]),
  );

  return (
    <form onSubmit={submit} noValidate aria-busy={busy || undefined} {...warmOn(schema, dataTable)}>
      <div className="redest-form__grid">
        <div className="field">
          <label htmlFor="redest-warehouse">{t("reDestination.search.warehouse")}</label>
          <select
            id="redest-warehouse"
            name="warehouse"
            value={form.values.warehouse}
            onChange={(e) => form.set({ warehouse: e.target.value })}
            aria-invalid={err("warehouse") ? true : undefined}
            aria-describedby={err("warehouse") ? "redest-warehouse-error" : undefined}
          >
            <option value="">{t("reDestination.search.choose")}</option>
            {warehouses.map((w) => (
              <option key={w.code} value={w.code}>
                {w.name}
              </option>
            ))}
          </select>
          {err("warehouse") ? (
            <p className="field-error" id="redest-warehouse-error">
              {err("warehouse")}
            </p>
          ) : null}
        </div>
        <DateRangePicker
          market={market}
          id="redest-range"
          legend={t("reDestination.search.dateRange")}
          fromLabel={t("reDestination.search.dateFrom")}
          toLabel={t("reDestination.search.dateTo")}
          value={{ from: form.values.confirmedDeliveryDateFrom, to: form.values.confirmedDeliveryDateTo }}
          onChange={(range) => form.set({ confirmedDeliveryDateFrom: range.from, confirmedDeliveryDateTo: range.to })}
          maxDays={MAX_SEARCH_DAYS}
          required
          fromError={err("confirmedDeliveryDateFrom")}
          toError={err("confirmedDeliveryDateTo")}
        />
      </div>
      <div className="redest-form__actions">
        <SubmitButton pending={busy} pendingText={t("reDestination.search.searching")}>
          {t("reDestination.search.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
