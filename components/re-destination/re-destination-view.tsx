"use client";

/**
 * /logistik/omdestinering: search → select lines → step one (new warehouse, date, lorry type) →
 * review (old → new, bookings to cancel) → "Genomför" → receipt. Calls POST
 * /api/re-destination/{search,validate,apply}. A line changed by someone else meanwhile (409) is
 * reported in a dialog and the search is run again, so the user decides on fresh data. The flow
 * is one reducer (re-destination-state.ts); the review and receipt steps are their own components.
 */
import "./re-destination.css";
import { lazy, Suspense, useCallback, useMemo, useReducer, useRef } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { ColumnDef } from "@/components/ui/data-table";
import { DataTable } from "@/components/ui/lazy-data-table";
import { useDialogs } from "@/components/ui/dialogs";
import { Loader } from "@/components/ui/loader";
import { ProgressWizard } from "@/components/ui/progress-wizard";
import { ApiError } from "@/lib/client/api-fetch";
import { lazyLoad } from "@/lib/client/lazy-zod-resolver";
import { customerKey, useApiFetch, useApiMutation } from "@/lib/client/query";
import { formatQuantity } from "@/lib/delivery-fee/format";
import type { Market } from "@/lib/market";
import { formatDate } from "@/lib/market/format";
import type {
  ReDestinationLine,
  ReDestinationOptions,
  ReDestinationReceipt,
  ReDestinationReview,
  ReDestinationSearchReply,
  TReDestinationSearchRequest,
} from "@/lib/re-destination/schemas";
import { chosenLines, initialReDestination, reDestinationReducer, STEP_INDEX } from "./re-destination-state";
import { SearchForm } from "./search-form";
import type { StepOneSubmit } from "./step-one-form";

/**
 * The steps after the search (step one's form with react-hook-form, the review and the receipt)
 * load when the first results arrive, not with the page (decisions 107, 108).
 */
const laterSteps = lazyLoad(() => Promise.all([import("./step-one-form"), import("./re-destination-steps")]));
const StepOneForm = lazy(() => laterSteps().then(([m]) => ({ default: m.StepOneForm })));
const ReviewStep = lazy(() => laterSteps().then(([, m]) => ({ default: m.ReviewStep })));
const ReceiptStep = lazy(() => laterSteps().then(([, m]) => ({ default: m.ReceiptStep })));

export function ReDestinationView({
  market,
  options,
  isInternal,
  customerNumber,
}: {
  market: Market;
  options: ReDestinationOptions;
  isInternal: boolean;
  customerNumber: string | null;
}) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [state, dispatch] = useReducer(reDestinationReducer, initialReDestination);
  const { step, query, result, selected, stepOne, review, receipt, busy, error } = state;
  const batchId = useRef<string | null>(null);
  const api = useApiFetch();
  const { mutateAsync: validate } = useApiMutation<ReDestinationReview>("/api/re-destination/validate");
  const { mutateAsync: applyChange } = useApiMutation<ReDestinationReceipt>("/api/re-destination/apply");
  const day = useCallback((iso: string) => formatDate(`${iso}T12:00:00Z`, market), [market]);
  const failedText = (e: unknown, fallback: string) => (e instanceof ApiError && e.body.message ? e.body.message : t(fallback));

  async function runSearch(q: TReDestinationSearchRequest, keep?: ReadonlySet<number>) {
    dispatch({ type: "busy" });
    try {
      const r = await api.fetch<ReDestinationSearchReply>(
        customerKey(customerNumber, "re-destination", "search"),
        "/api/re-destination/search",
        q,
      );
      dispatch({ type: "found", query: q, result: r, keep });
      laterSteps.warm();
    } catch (e) {
      dispatch({ type: "error", error: failedText(e, "reDestination.search.failed") });
    } finally {
      dispatch({ type: "idle" });
    }
  }

  /** A 409: tell which lines changed, then search again (fresh versions, changed lines unticked). */
  async function conflict(e: ApiError) {
    const byId = new Map((result?.lines ?? []).map((l) => [`line-${l.lineId}`, l]));
    const items = Object.entries(e.body.fields ?? {}).map(([key, msgs]) => {
      const l = byId.get(key);
      return `${l ? `${l.orderNumber} ${t("reDestination.results.line").toLowerCase()} ${l.lineNumber}: ` : ""}${msgs[0]}`;
    });
    await dialogs.alert({
      type: "warning",
      title: t("reDestination.errors.conflictTitle"),
      message: (
        <>
          <p>{e.body.message}</p>
          <ul className="redest-errors">
            {items.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </>
      ),
    });
    const changed = new Set(Object.keys(e.body.fields ?? {}).map((k) => Number(k.replace("line-", ""))));
    if (query) await runSearch(query, new Set([...selected].filter((id) => !changed.has(id))));
  }

  const onNext: StepOneSubmit = async (values, setFieldError) => {
    dispatch({ type: "busy" });
    try {
      const r = await validate({ ...values, lines: chosenLines(state) });
      batchId.current = crypto.randomUUID();
      dispatch({ type: "reviewed", stepOne: values, review: r });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) return conflict(e);
      if (e instanceof ApiError && e.status === 400 && e.body.fields) {
        for (const [name, msgs] of Object.entries(e.body.fields)) {
          if (["warehouse", "deliveryDate", "lorryType", "reason", "note"].includes(name) && msgs[0])
            setFieldError(name as "warehouse", msgs[0]);
        }
        if (e.body.fields.lines?.[0]) dispatch({ type: "error", error: e.body.fields.lines[0] });
        return;
      }
      dispatch({ type: "error", error: failedText(e, "reDestination.errors.failed") });
    } finally {
      dispatch({ type: "idle" });
    }
  };

  async function apply() {
    if (!stepOne || !batchId.current) return;
    dispatch({ type: "busy" });
    try {
      dispatch({ type: "applied", receipt: await applyChange({ ...stepOne, lines: chosenLines(state), batchId: batchId.current }) });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409 && e.body.fields) return conflict(e);
      dispatch({ type: "error", error: failedText(e, "reDestination.errors.failed") });
    } finally {
      dispatch({ type: "idle" });
    }
  }

  function startStepOne() {
    if (!selected.size) {
      void dialogs.alert({ type: "warning", title: t("reDestination.validation.title"), message: t("reDestination.results.noneSelected") });
      return;
    }
    dispatch({ type: "go", step: "stepOne" });
  }

  function newSearch() {
    dispatch({ type: "newSearch" });
    if (query) void runSearch(query);
  }

  const lines = result?.lines ?? [];
  const allSelected = lines.length > 0 && lines.every((l) => selected.has(l.lineId));
  const toggle = (id: number) => dispatch({ type: "toggle", lineId: id });

  const columns = useMemo<ColumnDef<ReDestinationLine>[]>(
    () => [
      {
        id: "select",
        enableSorting: false,
        header: () => (
          <input
            type="checkbox"
            aria-label={t("reDestination.results.selectAll")}
            checked={allSelected}
            onChange={() => dispatch({ type: "selectAll", on: !allSelected })}
          />
        ),
        cell: (c) => (
          <input
            type="checkbox"
            aria-label={t("reDestination.results.selectRow", { order: c.row.original.orderNumber, line: c.row.original.lineNumber })}
            checked={selected.has(c.row.original.lineId)}
            onChange={() => toggle(c.row.original.lineId)}
          />
        ),
      },
      { accessorKey: "orderNumber", header: t("reDestination.results.order") },
      { accessorKey: "lineNumber", header: t("reDestination.results.line"), meta: { align: "end" } },
      { id: "customer", accessorFn: (l) => `${l.customerNumber} ${l.customerName}`, header: t("reDestination.results.customer") },
      { id: "article", accessorFn: (l) => l.articleName ?? l.itemNumber ?? "–", header: t("reDestination.results.article") },
      {
        accessorKey: "quantityTons",
        header: t("reDestination.results.quantity"),
        cell: (c) => formatQuantity(c.row.original.quantityTons, market),
        meta: { align: "end" },
      },
      { accessorKey: "deliveryDate", header: t("reDestination.results.deliveryDate"), cell: (c) => day(c.row.original.deliveryDate) },
      { accessorKey: "warehouseName", header: t("reDestination.results.warehouse") },
      { accessorKey: "bookings", header: t("reDestination.results.bookings"), meta: { align: "end" } },
    ],
    // toggle is a new function on every render but reads nothing else
    [t, market, day, selected, allSelected],
  );

  return (
    <>
      <ProgressWizard
        label={t("reDestination.steps.label")}
        steps={[
          t("reDestination.steps.search"),
          t("reDestination.steps.stepOne"),
          t("reDestination.steps.review"),
          t("reDestination.steps.receipt"),
        ]}
        current={STEP_INDEX[step]}
      />
      {!isInternal && customerNumber ? <p>{t("reDestination.customer", { customerNumber })}</p> : null}
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}

      {step === "search" ? (
        <>
          <section className="card redest-card" aria-labelledby="redest-search-title">
            <h2 id="redest-search-title">{t("reDestination.search.heading")}</h2>
            <SearchForm
              market={market}
              warehouses={options.warehouses}
              initial={
                query
                  ? {
                      warehouse: query.warehouse,
                      confirmedDeliveryDateFrom: query.confirmedDeliveryDateFrom,
                      confirmedDeliveryDateTo: query.confirmedDeliveryDateTo,
                    }
                  : undefined
              }
              onSearch={(q) => runSearch(q)}
              busy={busy}
            />
          </section>
          {result ? (
            <section className="card redest-card" aria-labelledby="redest-results-title">
              <h2 id="redest-results-title">{t("reDestination.results.heading")}</h2>
              <DataTable
                id="re-destination-lines"
                caption={t("reDestination.results.caption", {
                  warehouse: result.warehouse.name,
                  from: day(result.confirmedDeliveryDateFrom),
                  to: day(result.confirmedDeliveryDateTo),
                })}
                showCaption
                columns={columns}
                data={lines}
                getRowId={(l) => String(l.lineId)}
                emptyText={t("reDestination.results.empty")}
                remember={false}
                loading={busy}
              />
              <p className="redest-selected" aria-live="polite">
                {t("reDestination.results.selected", { count: selected.size })}
              </p>
              <div className="redest-form__actions">
                <button type="button" className="btn" onClick={startStepOne} disabled={busy}>
                  {t("reDestination.results.next")}
                </button>
              </div>
            </section>
          ) : null}
        </>
      ) : null}

      <Suspense fallback={<Loader variant="inline" />}>
        {step === "stepOne" && result ? (
          <section className="card redest-card" aria-labelledby="redest-step-title">
            <h2 id="redest-step-title">{t("reDestination.stepOne.heading")}</h2>
            <p className="redest-selected">{t("reDestination.results.selected", { count: selected.size })}</p>
            <StepOneForm
              market={market}
              options={options}
              currentWarehouse={result.warehouse.code}
              currentWarehouseName={result.warehouse.name}
              initial={
                stepOne
                  ? {
                      warehouse: stepOne.warehouse,
                      deliveryDate: stepOne.deliveryDate,
                      lorryType: stepOne.lorryType,
                      reason: stepOne.reason ?? "",
                      note: stepOne.note ?? "",
                    }
                  : undefined
              }
              onBack={() => dispatch({ type: "go", step: "search" })}
              onNext={onNext}
              busy={busy}
            />
          </section>
        ) : null}

        {step === "review" && review ? (
          <ReviewStep
            market={market}
            review={review}
            busy={busy}
            onBack={() => dispatch({ type: "go", step: "stepOne" })}
            onApply={() => void apply()}
          />
        ) : null}

        {step === "receipt" && receipt ? <ReceiptStep market={market} receipt={receipt} onNewSearch={newSearch} /> : null}
      </Suspense>
    </>
  );
}
