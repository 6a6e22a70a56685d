"use client";

/**
 * "Sök transport" (spec 1 §2 "Search transport page: category, text, dates; announcements dialog",
 * §5 "From/to date", §9): a category select, a search text and from/to dates that are enabled only
 * for Kundnummer and Lastbil (a range over 7 days is flagged by the date range widget and refused
 * by the shared schema, on the client and on the server). Results in the data table, each row with
 * an "Aviseringar" button opening the announcements dialog. The search is kept in the address bar
 * (category, text, fromDate, toDate), so a reload or a shared link shows the same search. A failed
 * call is shown in an alert (spec 1 §8).
 */
import "./transport.css";
import { lazy, Suspense, useEffect, useEffectEvent, useMemo, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { ColumnDef, DataTableColumnMeta } from "@/components/ui/data-table";
import { DataTable, dataTable } from "@/components/ui/lazy-data-table";
import { DateRangePicker } from "@/components/ui/date-range-picker";
import { useDialogs } from "@/components/ui/dialogs";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useShellContext } from "@/components/shell/shell-context";
import { ApiError } from "@/lib/client/api-fetch";
import { customerKey, isAbort, isSessionEnd, useApiFetch } from "@/lib/client/query";
import type { Market } from "@/lib/market";
import { formatDay, formatTons } from "@/lib/transport/format";
import { lazyLoad, warmOn } from "@/lib/client/lazy-zod-resolver";
import { useFlatForm } from "@/components/ui/use-flat-form";
import { hasDateFields, MAX_SEARCH_DAYS, MAX_SEARCH_ROWS, TRANSPORT_CATEGORIES } from "@/lib/transport/constants";
import type { TSearchTransportRequest, TSearchTransportResponse, TTransportRow } from "@/lib/transport/schemas";
import type { TransportSearchDefaults } from "@/lib/transport/search-defaults";
import { useOpenedOnce } from "@/components/ui/use-opened-once";

/** The server's search schema, loaded with zod on the form's first focus or check (decisions 104, 108). */
const schema = lazyLoad(() => import("@/lib/transport/schemas").then((m) => m.ZSearchTransportRequest));

/** The announcements dialog (React Aria's modal) loads when a row's announcements are first opened (decision 100). */
const AnnouncementsDialog = lazy(() => import("./announcements-dialog").then((m) => ({ default: m.AnnouncementsDialog })));

/** Server messages arrive translated; schema messages are keys. */
const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;

export interface TransportSearchProps {
  market: Market;
  defaults: TransportSearchDefaults;
  /** run the search at once (the page was opened with a search in its address) */
  autoSearch?: boolean;
}

export function TransportSearch({ market, defaults, autoSearch = false }: TransportSearchProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [result, setResult] = useState<TSearchTransportResponse | null>(null);
  const [searching, setSearching] = useState(false);
  const [openRow, setOpenRow] = useState<TTransportRow | null>(null);
  const announcementsWanted = useOpenedOnce(openRow !== null);
  const api = useApiFetch();
  const customerNumber = useShellContext()?.activeCustomerNumber;

  // a search filter: its state without react-hook-form (decision 108)
  const form = useFlatForm<TransportSearchDefaults, TSearchTransportRequest>(defaults, schema);
  const { category, fromDate, toDate } = form.values;
  const datesOn = hasDateFields(category);

  const errorOf = (name: keyof TransportSearchDefaults): string | undefined => {
    const m = form.errors[name];
    return m ? (KEY.test(m) ? t(m) : m) : undefined;
  };

  const run = async (values: TSearchTransportRequest) => {
    setSearching(true);
    try {
      const reply = await api.fetch<TSearchTransportResponse>(
        customerKey(customerNumber, "transport", "search"),
        "/api/search-transport/search",
        values,
      );
      setResult(reply);
      const q = new URLSearchParams({ category: values.category, text: values.text });
      if (values.fromDate && values.toDate) {
        q.set("fromDate", values.fromDate);
        q.set("toDate", values.toDate);
      }
      window.history.replaceState(window.history.state, "", `${window.location.pathname}?${q.toString()}`);
    } catch (e) {
      if (isAbort(e) || isSessionEnd(e)) return; // gone, or on the way to the start page
      const general = e instanceof ApiError && e.status === 400 ? form.serverErrors(e, t("transport.errors.serviceFailed")) : null;
      if (e instanceof ApiError && e.status === 400 && general === null) return;
      setResult(null);
      await dialogs.alert({
        title: t("transport.errors.title"),
        message: e instanceof ApiError && e.body.message && e.status !== 500 ? e.body.message : t("transport.errors.serviceFailed"),
      });
    } finally {
      setSearching(false);
    }
  };
  const onSubmit = form.submit(run);

  // once, for a search given in the address
  const searchFromAddress = useEffectEvent(() => {
    if (autoSearch) void onSubmit();
  });
  useEffect(() => {
    searchFromAddress();
  }, []);

  const columns = useMemo<ColumnDef<TTransportRow>[]>(() => {
    const end: DataTableColumnMeta = { align: "end" };
    const list: (ColumnDef<TTransportRow> | null)[] = [
      {
        id: "order",
        accessorFn: (r) => `${r.orderNumber}/${String(r.rowNumber).padStart(4, "0")}`,
        header: t("transport.results.order"),
        cell: ({ row: { original: r } }) => `${r.orderNumber} / ${r.rowNumber}`,
      },
      {
        id: "customer",
        accessorFn: (r) => r.customerNumber,
        header: t("transport.results.customer"),
        cell: ({ row: { original: r } }) => (
          <>
            {r.customerNumber}
            <span className="transport-table__sub">{r.customerName}</span>
          </>
        ),
      },
      { id: "from", accessorKey: "from", header: t("transport.results.from") },
      { id: "to", accessorKey: "to", header: t("transport.results.to") },
      { id: "item", accessorFn: (r) => r.itemName ?? r.itemNumber ?? "", header: t("transport.results.item") },
      {
        id: "quantity",
        accessorKey: "quantityTons",
        header: t("transport.results.quantity"),
        meta: end,
        cell: ({ row: { original: r } }) => formatTons(r.quantityTons, market),
      },
      {
        id: "plannedDate",
        accessorKey: "plannedDate",
        header: t("transport.results.plannedDate"),
        cell: ({ row: { original: r } }) => formatDay(r.plannedDate, market),
      },
      {
        id: "lorry",
        accessorFn: (r) => r.lorry ?? "",
        header: t("transport.results.lorry"),
        cell: ({ row: { original: r } }) => r.lorry ?? <span className="transport-table__muted">{t("transport.results.notPlanned")}</span>,
      },
      result?.showOwner
        ? {
            id: "owner",
            accessorFn: (r) => r.ownerName ?? "",
            header: t("transport.results.owner"),
            cell: ({ row: { original: r } }) => (
              <>
                {r.ownerName}
                {r.owner ? <span className="transport-table__sub">{r.owner}</span> : null}
              </>
            ),
          }
        : null,
      {
        id: "status",
        accessorKey: "status",
        header: t("transport.results.status"),
        cell: ({ row: { original: r } }) => t(`transport.status.${r.status}`),
      },
      {
        id: "announcements",
        header: t("transport.results.announcements"),
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            aria-label={t("transport.announcements.buttonLabel", { order: r.orderNumber, row: r.rowNumber })}
            onClick={() => setOpenRow(r)}
          >
            {t("transport.announcements.button")}
          </button>
        ),
      },
    ];
    return list.filter((c): c is ColumnDef<TTransportRow> => c !== null);
  }, [t, market, result?.showOwner]);

  return (
    <div className="transport-search">
      <form
        className="transport-form"
        onSubmit={onSubmit}
        noValidate
        aria-busy={searching || undefined}
        aria-label={t("transport.form.legend")}
        {...warmOn(schema, dataTable)}
      >
        <div className="transport-form__grid">
          <div className="field">
            <label htmlFor="transport-category">{t("transport.form.category")}</label>
            <select
              id="transport-category"
              name="category"
              value={category}
              onChange={(e) => form.set({ category: e.target.value as TransportSearchDefaults["category"] })}
              aria-invalid={errorOf("category") ? true : undefined}
              aria-describedby={errorOf("category") ? "transport-category-error" : undefined}
            >
              {TRANSPORT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`transport.form.categories.${c}`)}
                </option>
              ))}
            </select>
            {errorOf("category") ? (
              <p className="field-error" id="transport-category-error">
                {errorOf("category")}
              </p>
            ) : null}
          </div>
          <FormField
            id="transport-text"
            label={t("transport.form.text")}
            autoComplete="off"
            name="text"
            value={form.values.text}
            onChange={(e) => form.set({ text: e.target.value })}
            error={errorOf("text")}
            aria-describedby="transport-text-hint"
          />
          <DateRangePicker
            className="transport-form__dates"
            market={market}
            legend={t("transport.form.period")}
            fromLabel={t("transport.form.fromDate")}
            toLabel={t("transport.form.toDate")}
            value={{ from: fromDate, to: toDate }}
            maxDays={MAX_SEARCH_DAYS}
            disabled={!datesOn}
            fromError={datesOn ? errorOf("fromDate") : undefined}
            toError={datesOn ? errorOf("toDate") : undefined}
            onChange={(range) => form.set({ fromDate: range.from, toDate: range.to })}
          />
        </div>
        <p className="field-help" id="transport-text-hint">
          {t(`transport.form.hints.${category}`)} {t("transport.form.datesHint")}
        </p>
        <SubmitButton className="btn" pending={searching} pendingText={t("transport.form.searching")}>
          {t("transport.form.search")}
        </SubmitButton>
      </form>

      {result ? (
        <section className="transport-results" aria-labelledby="transport-results-title">
          <h2 id="transport-results-title">{t("transport.results.caption")}</h2>
          <p aria-live="polite">{t("transport.results.count", { count: result.rows.length })}</p>
          {result.truncated ? <p className="alert alert--info">{t("transport.results.truncated", { count: MAX_SEARCH_ROWS })}</p> : null}
          <DataTable
            id="transport-search"
            caption={t("transport.results.caption")}
            columns={columns}
            data={result.rows}
            loading={searching}
            emptyText={t("transport.results.empty")}
            getRowId={(r) => String(r.orderRowId)}
            className="transport-table"
          />
        </section>
      ) : null}

      {announcementsWanted ? (
        <Suspense fallback={null}>
          <AnnouncementsDialog market={market} row={openRow} onClose={() => setOpenRow(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
