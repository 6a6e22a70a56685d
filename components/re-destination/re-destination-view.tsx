"use client";

/**
 * /logistik/omdestinering: search → select lines → step one (new warehouse, date, lorry type) →
 * review (old → new, bookings to cancel) → "Genomför" → receipt. Calls POST
 * /api/re-destination/{search,validate,apply}. A line changed by someone else meanwhile (409) is
 * reported in a dialog and the search is run again, so the user decides on fresh data.
 */
import "./re-destination.css";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { useDialogs } from "@/components/ui/dialogs";
import { ProgressWizard } from "@/components/ui/progress-wizard";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { formatQuantity } from "@/lib/delivery-fee/format";
import type { Market } from "@/lib/market";
import { formatDate, formatDateTime } from "@/lib/market/format";
import type {
  ReDestinationLine,
  ReDestinationOptions,
  ReDestinationReceipt,
  ReDestinationReview,
  ReDestinationSearchReply,
  TReDestinationSearchRequest,
  TReDestinationStepOne,
} from "@/lib/re-destination/schemas";
import { ChangesTable } from "./changes-table";
import { SearchForm } from "./search-form";
import { StepOneForm, type StepOneSubmit } from "./step-one-form";

type Step = "search" | "stepOne" | "review" | "receipt";
const STEP_INDEX: Record<Step, number> = { search: 0, stepOne: 1, review: 2, receipt: 3 };

export function ReDestinationView({ market, options, isInternal, customerNumber }: {
  market: Market;
  options: ReDestinationOptions;
  isInternal: boolean;
  customerNumber: string | null;
}) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [step, setStep] = useState<Step>("search");
  const [query, setQuery] = useState<TReDestinationSearchRequest | null>(null);
  const [result, setResult] = useState<ReDestinationSearchReply | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [stepOne, setStepOne] = useState<TReDestinationStepOne | null>(null);
  const [review, setReview] = useState<ReDestinationReview | null>(null);
  const [receipt, setReceipt] = useState<ReDestinationReceipt | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const batchId = useRef<string | null>(null);
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, market);

  async function runSearch(q: TReDestinationSearchRequest, keep?: Set<number>) {
    setBusy(true);
    setError(null);
    try {
      const r = await apiFetch<ReDestinationSearchReply>("/api/re-destination/search", { body: q });
      setQuery(q);
      setResult(r);
      const ids = new Set(r.lines.map((l) => l.lineId));
      setSelected(new Set([...(keep ?? [])].filter((id) => ids.has(id))));
      setStep("search");
    } catch (e) {
      setError(e instanceof ApiError && e.body.message ? e.body.message : t("reDestination.search.failed"));
    } finally {
      setBusy(false);
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
          <ul className="redest-errors">{items.map((m) => <li key={m}>{m}</li>)}</ul>
        </>
      ),
    });
    const changed = new Set(Object.keys(e.body.fields ?? {}).map((k) => Number(k.replace("line-", ""))));
    if (query) await runSearch(query, new Set([...selected].filter((id) => !changed.has(id))));
  }

  const chosenLines = () => (result?.lines ?? []).filter((l) => selected.has(l.lineId)).map((l) => ({ lineId: l.lineId, version: l.version }));

  const onNext: StepOneSubmit = async (values, setFieldError) => {
    setBusy(true);
    setError(null);
    try {
      const r = await apiFetch<ReDestinationReview>("/api/re-destination/validate", { body: { ...values, lines: chosenLines() } });
      setStepOne(values);
      setReview(r);
      batchId.current = crypto.randomUUID();
      setStep("review");
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) return conflict(e);
      if (e instanceof ApiError && e.status === 400 && e.body.fields) {
        for (const [name, msgs] of Object.entries(e.body.fields)) {
          if (["warehouse", "deliveryDate", "lorryType", "reason", "note"].includes(name)) setFieldError(name as "warehouse", msgs[0]);
        }
        if (e.body.fields.lines) setError(e.body.fields.lines[0]);
        return;
      }
      setError(e instanceof ApiError && e.body.message ? e.body.message : t("reDestination.errors.failed"));
    } finally {
      setBusy(false);
    }
  };

  async function apply() {
    if (!stepOne || !batchId.current) return;
    setBusy(true);
    setError(null);
    try {
      const r = await apiFetch<ReDestinationReceipt>("/api/re-destination/apply", { body: { ...stepOne, lines: chosenLines(), batchId: batchId.current } });
      setReceipt(r);
      setStep("receipt");
    } catch (e) {
      if (e instanceof ApiError && e.status === 409 && e.body.fields) return conflict(e);
      setError(e instanceof ApiError && e.body.message ? e.body.message : t("reDestination.errors.failed"));
    } finally {
      setBusy(false);
    }
  }

  function startStepOne() {
    if (!selected.size) {
      void dialogs.alert({ type: "warning", title: t("reDestination.validation.title"), message: t("reDestination.results.noneSelected") });
      return;
    }
    setError(null);
    setStep("stepOne");
  }

  function newSearch() {
    setReceipt(null);
    setReview(null);
    setStepOne(null);
    setSelected(new Set());
    if (query) void runSearch(query);
    else setStep("search");
  }

  const lines = result?.lines ?? [];
  const allSelected = lines.length > 0 && lines.every((l) => selected.has(l.lineId));
  const toggle = (id: number) => setSelected((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; });

  const columns = useMemo<ColumnDef<ReDestinationLine, unknown>[]>(
    () => [
      {
        id: "select",
        enableSorting: false,
        header: () => (
          <input type="checkbox" aria-label={t("reDestination.results.selectAll")} checked={allSelected}
            onChange={() => setSelected(allSelected ? new Set() : new Set(lines.map((l) => l.lineId)))} />
        ),
        cell: (c) => (
          <input type="checkbox" aria-label={t("reDestination.results.selectRow", { order: c.row.original.orderNumber, line: c.row.original.lineNumber })}
            checked={selected.has(c.row.original.lineId)} onChange={() => toggle(c.row.original.lineId)} />
        ),
      },
      { accessorKey: "orderNumber", header: t("reDestination.results.order") },
      { accessorKey: "lineNumber", header: t("reDestination.results.line"), meta: { align: "end" } },
      { id: "customer", accessorFn: (l) => `${l.customerNumber} ${l.customerName}`, header: t("reDestination.results.customer") },
      { id: "article", accessorFn: (l) => l.articleName ?? l.itemNumber ?? "–", header: t("reDestination.results.article") },
      { accessorKey: "quantityTons", header: t("reDestination.results.quantity"), cell: (c) => formatQuantity(c.row.original.quantityTons, market), meta: { align: "end" } },
      { accessorKey: "deliveryDate", header: t("reDestination.results.deliveryDate"), cell: (c) => day(c.row.original.deliveryDate) },
      { accessorKey: "warehouseName", header: t("reDestination.results.warehouse") },
      { accessorKey: "bookings", header: t("reDestination.results.bookings"), meta: { align: "end" } },
    ],
    [t, market, selected, allSelected, lines],
  );

  const cancelCount = review ? new Set(review.changes.flatMap((c) => c.bookingsToCancel.map((b) => b.reservationId))).size : 0;

  return (
    <>
      <ProgressWizard
        label={t("reDestination.steps.label")}
        steps={[t("reDestination.steps.search"), t("reDestination.steps.stepOne"), t("reDestination.steps.review"), t("reDestination.steps.receipt")]}
        current={STEP_INDEX[step]}
      />
      {!isInternal && customerNumber ? <p>{t("reDestination.customer", { customerNumber })}</p> : null}
      {error ? <p className="alert alert--error" role="alert">{error}</p> : null}

      {step === "search" ? (
        <>
          <section className="card redest-card" aria-labelledby="redest-search-title">
            <h2 id="redest-search-title">{t("reDestination.search.heading")}</h2>
            <SearchForm
              market={market}
              warehouses={options.warehouses}
              initial={query ? { warehouse: query.warehouse, confirmedDeliveryDateFrom: query.confirmedDeliveryDateFrom, confirmedDeliveryDateTo: query.confirmedDeliveryDateTo } : undefined}
              onSearch={(q) => runSearch(q)}
              busy={busy}
            />
          </section>
          {result ? (
            <section className="card redest-card" aria-labelledby="redest-results-title">
              <h2 id="redest-results-title">{t("reDestination.results.heading")}</h2>
              <DataTable
                id="re-destination-lines"
                caption={t("reDestination.results.caption", { warehouse: result.warehouse.name, from: day(result.confirmedDeliveryDateFrom), to: day(result.confirmedDeliveryDateTo) })}
                showCaption
                columns={columns}
                data={lines}
                getRowId={(l) => String(l.lineId)}
                emptyText={t("reDestination.results.empty")}
                remember={false}
                loading={busy}
              />
              <p className="redest-selected" aria-live="polite">{t("reDestination.results.selected", { count: selected.size })}</p>
              <div className="redest-form__actions">
                <button type="button" className="btn" onClick={startStepOne} disabled={busy}>{t("reDestination.results.next")}</button>
              </div>
            </section>
          ) : null}
        </>
      ) : null}

      {step === "stepOne" && result ? (
        <section className="card redest-card" aria-labelledby="redest-step-title">
          <h2 id="redest-step-title">{t("reDestination.stepOne.heading")}</h2>
          <p className="redest-selected">{t("reDestination.results.selected", { count: selected.size })}</p>
          <StepOneForm
            market={market}
            options={options}
            currentWarehouse={result.warehouse.code}
            currentWarehouseName={result.warehouse.name}
            initial={stepOne ? { warehouse: stepOne.warehouse, deliveryDate: stepOne.deliveryDate, lorryType: stepOne.lorryType, reason: stepOne.reason ?? "", note: stepOne.note ?? "" } : undefined}
            onBack={() => setStep("search")}
            onNext={onNext}
            busy={busy}
          />
        </section>
      ) : null}

      {step === "review" && review ? (
        <section className="card redest-card" aria-labelledby="redest-review-title">
          <h2 id="redest-review-title">{t("reDestination.review.heading")}</h2>
          <p>{t("reDestination.review.intro")}</p>
          <dl className="redest-summary">
            <dt>{t("reDestination.stepOne.warehouse")}</dt><dd>{review.warehouse.name}</dd>
            <dt>{t("reDestination.stepOne.deliveryDate")}</dt><dd>{day(review.deliveryDate)}</dd>
            <dt>{t("reDestination.review.lorryType")}</dt><dd>{review.lorryType.name}</dd>
            {review.reason ? <><dt>{t("reDestination.review.reason")}</dt><dd>{t(`reDestination.reasons.${review.reason}`)}</dd></> : null}
            {review.note ? <><dt>{t("reDestination.review.note")}</dt><dd>{review.note}</dd></> : null}
          </dl>
          <ChangesTable market={market} caption={t("reDestination.review.caption")} changes={review.changes} cancelledLabel={t("reDestination.review.bookingsCancelled")} />
          {cancelCount ? <p className="alert alert--warning">{t("reDestination.review.bookingsWarning", { count: cancelCount })}</p> : null}
          <form className="redest-form__actions" onSubmit={(e) => { e.preventDefault(); void apply(); }}>
            <button type="button" className="btn btn--secondary" onClick={() => setStep("stepOne")} disabled={busy}>{t("reDestination.review.back")}</button>
            <SubmitButton pending={busy} pendingText={t("reDestination.review.applying")}>{t("reDestination.review.apply")}</SubmitButton>
          </form>
        </section>
      ) : null}

      {step === "receipt" && receipt ? (
        <section className="card redest-card" aria-labelledby="redest-receipt-title">
          <h2 id="redest-receipt-title">{t("reDestination.receipt.heading")}</h2>
          {receipt.repeated ? <p className="alert alert--info">{t("reDestination.receipt.repeated")}</p> : null}
          <p role="status">{t("reDestination.receipt.summary", { count: receipt.changes.length, warehouse: receipt.warehouse.name, date: day(receipt.deliveryDate) })}</p>
          <p>{t("reDestination.receipt.appliedBy", { name: receipt.appliedBy, at: formatDateTime(receipt.appliedAt, market) })}</p>
          <dl className="redest-summary">
            <dt>{t("reDestination.review.lorryType")}</dt><dd>{receipt.lorryType.name}</dd>
            {receipt.reason ? <><dt>{t("reDestination.review.reason")}</dt><dd>{t(`reDestination.reasons.${receipt.reason}`)}</dd></> : null}
            {receipt.note ? <><dt>{t("reDestination.review.note")}</dt><dd>{receipt.note}</dd></> : null}
          </dl>
          <ChangesTable market={market} caption={t("reDestination.receipt.caption")} changes={receipt.changes} cancelledLabel={t("reDestination.receipt.cancelled")} />
          {receipt.notified ? <p>{t("reDestination.receipt.notified", { count: receipt.notified })}</p> : null}
          <div className="redest-form__actions">
            <button type="button" className="btn btn--secondary" onClick={() => window.print()}>{t("reDestination.receipt.print")}</button>
            <button type="button" className="btn" onClick={newSearch}>{t("reDestination.receipt.newSearch")}</button>
          </div>
        </section>
      ) : null}
    </>
  );
}
