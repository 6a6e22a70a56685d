"use client";

/** Pieces shared by the agreement sections: the row, its facts, lines, analyses and the PDF button. */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { AccordionItem } from "@/components/ui/accordion";
import { SimpleTable } from "@/components/ui/simple-table";
import { formatDay, formatMoney, formatNumber, unitKey } from "@/lib/agreements/format";
import type { TAgreementLine, TAgreementRow, TAnalysisResult } from "@/lib/agreements/schemas";
import { formatDateTime } from "@/lib/market/format";
import { useAgreements, useQuantity } from "./agreements-context";
import { ViewAgreementForm } from "./view-agreement-form";

export function usePrice() {
  const { t } = useTranslation();
  const { market } = useAgreements();
  return (price: number | null, currency: string, unit = "ton") =>
    price === null
      ? t("agreements.row.priceLater")
      : t("agreements.units.pricePer", {
          price: formatMoney(price, market),
          currency: t(`agreements.currency.${currency}`),
          unit: t(`agreements.units.${unitKey(unit)}`),
        });
}

export function StatusBadge({ status }: { status: TAgreementRow["status"] }) {
  const { t } = useTranslation();
  return <span className={`agr-status agr-status--${status}`}>{t(`agreements.status.${status}`)}</span>;
}

/** The always-visible part of a row (inside the row's button). */
function RowSummary({ row }: { row: TAgreementRow }) {
  const { t } = useTranslation();
  const qty = useQuantity();
  return (
    <span className="agr-row__summary">
      <span className="agr-row__number">{row.agreementNumber}</span>
      <span className="agr-row__what">
        <span className="agr-row__item">{row.itemName ?? row.description ?? ""}</span>
        <span className="agr-row__type">
          {t(`agreements.types.${row.agreementType}`)} ·{" "}
          {row.harvestYear ? t("agreements.row.harvestYear", { year: row.harvestYear }) : t("agreements.row.year", { year: row.year })}
        </span>
      </span>
      <StatusBadge status={row.status} />
      <span className="agr-row__qty" data-accepted={row.acceptedQuantity} data-total={row.TotalQuantity}>
        {t("agreements.row.quantities", { accepted: qty(row.acceptedQuantity), total: qty(row.TotalQuantity) })}
      </span>
    </span>
  );
}

/**
 * An agreement row: a button that expands it. The first opening calls `onFirstOpen` (to fetch
 * details); later clicks only collapse and expand (spec 1 §4 "has-loaded").
 */
export function AgreementRow({
  row,
  children,
  onFirstOpen,
  defaultOpen = false,
}: {
  row: TAgreementRow;
  children: ReactNode;
  onFirstOpen?: () => void;
  defaultOpen?: boolean;
}) {
  const [loaded, setLoaded] = useState(defaultOpen);
  const [open, setOpen] = useState(defaultOpen);
  const started = useRef(false);
  useEffect(() => {
    // a deep-linked row opens with its details loaded
    if (defaultOpen && !started.current) {
      started.current = true;
      onFirstOpen?.();
      document.getElementById(`agreement-${row.agreementNumber}-button`)?.scrollIntoView?.({ block: "start" });
    }
  }, [defaultOpen, onFirstOpen, row.agreementNumber]);
  return (
    <AccordionItem
      id={`agreement-${row.agreementNumber}`}
      title={<RowSummary row={row} />}
      open={open}
      region={false}
      deferClosed
      className={`agr-row${loaded ? " has-loaded" : ""}`}
      onToggle={(next) => {
        setOpen(next);
        if (next && !loaded) {
          setLoaded(true);
          onFirstOpen?.();
        }
      }}
    >
      <div className="agr-row__panel" data-agreement-number={row.agreementNumber}>
        {children}
      </div>
    </AccordionItem>
  );
}

/** The figures of an agreement. */
export function AgreementFacts({ row }: { row: TAgreementRow }) {
  const { t } = useTranslation();
  const { market } = useAgreements();
  const qty = useQuantity();
  const price = usePrice();
  const facts: [string, ReactNode][] = [
    [t("agreements.fields.agreementType"), t(`agreements.types.${row.agreementType}`)],
    [t("agreements.fields.validity"), `${formatDay(row.validFrom, market)} – ${formatDay(row.validTo, market)}`],
    [t("agreements.fields.totalQuantity"), qty(row.TotalQuantity)],
    [t("agreements.fields.acceptedQuantity"), qty(row.acceptedQuantity)],
    [t("agreements.fields.remaining"), qty(row.remainingQuantity)],
    [t("agreements.fields.price"), price(row.price, row.currency, row.unit)],
  ];
  if (row.description) facts.push([t("agreements.fields.description"), row.description]);
  if (row.priceArea) facts.push([t("agreements.fields.priceArea"), row.priceArea]);
  if (row.warehouse) facts.push([t("agreements.fields.warehouse"), row.warehouse]);
  if (row.deliveryMode) facts.push([t("agreements.fields.deliveryMode"), t(`agreements.deliveryModes.${row.deliveryMode}`)]);
  if (row.connectedToAgreementNumber) facts.push([t("agreements.fields.connectedTo"), row.connectedToAgreementNumber]);
  if (row.handlerName) facts.push([t("agreements.fields.handler"), row.handlerName]);
  facts.push([
    t("agreements.fields.signed"),
    row.signedAt
      ? `${formatDateTime(row.signedAt, market)}${row.signedBy ? ` (${row.signedBy})` : ""}`
      : t("agreements.row.awaitingSignature"),
  ]);
  return (
    <dl className="agr-facts">
      {facts.map(([k, v]) => (
        <div key={k} className="agr-facts__item">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Internal staff only: the fields the server sent under `internal`. */
export function InternalFacts({ internal }: { internal?: { note: string | null; margin: number | null } }) {
  const { t } = useTranslation();
  const { market } = useAgreements();
  if (!internal) return null;
  return (
    <div className="agr-internal" role="note" aria-label={t("agreements.internal.title")}>
      <strong>{t("agreements.internal.title")}</strong>
      <dl className="agr-facts">
        <div className="agr-facts__item">
          <dt>{t("agreements.internal.note")}</dt>
          <dd>{internal.note ?? "–"}</dd>
        </div>
        <div className="agr-facts__item">
          <dt>{t("agreements.internal.margin")}</dt>
          <dd>{internal.margin === null ? "–" : formatMoney(internal.margin, market)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Opens the agreement's PDF in a new tab: a form posting transid, pageId and agreementnumber. */
export function ViewAgreementButton({ row }: { row: Pick<TAgreementRow, "agreementNumber" | "transId"> }) {
  const { t } = useTranslation();
  const { pageId } = useAgreements();
  return (
    <ViewAgreementForm
      agreementNumber={row.agreementNumber}
      transId={row.transId}
      pageId={pageId}
      label={t("agreements.row.viewAgreement")}
    />
  );
}

/** An agreement's article lines. */
export function LinesTable({ lines, caption, currency }: { lines: TAgreementLine[]; caption: string; currency: string }) {
  const { t } = useTranslation();
  const qty = useQuantity();
  const price = usePrice();
  const { market } = useAgreements();
  if (!lines.length) return <p className="agr-empty">{t("agreements.row.noLines")}</p>;
  return (
    <SimpleTable
      caption={caption}
      className="agr-table"
      rows={lines}
      getRowId={(l) => String(l.lineNumber)}
      columns={[
        { id: "itemNumber", header: t("agreements.fields.itemNumber"), cell: (l) => l.itemNumber },
        { id: "article", header: t("agreements.fields.article"), cell: (l) => l.itemName },
        { id: "sort", header: t("agreements.fields.sort"), cell: (l) => l.sort ?? "" },
        { id: "quantity", header: t("agreements.fields.quantity"), className: "num", cell: (l) => qty(l.quantity, l.unit) },
        { id: "delivered", header: t("agreements.fields.delivered"), className: "num", cell: (l) => qty(l.deliveredQuantity, l.unit) },
        { id: "remaining", header: t("agreements.fields.remaining"), className: "num", cell: (l) => qty(l.remainingQuantity, l.unit) },
        {
          id: "price",
          header: t("agreements.fields.price"),
          className: "num",
          cell: (l) => (
            <>
              {l.price === null ? "" : price(l.price, currency, l.unit)}
              {l.discountPerUnit ? (
                <span className="agr-muted"> {t("agreements.row.discount", { value: formatMoney(l.discountPerUnit, market) })}</span>
              ) : null}
            </>
          ),
        },
        { id: "deliveryPeriod", header: t("agreements.fields.deliveryPeriod"), cell: (l) => l.deliveryPeriod ?? "" },
      ]}
    />
  );
}

/** Analysis results (weigh-ins, farm samples, forage samples) with translated names. */
export function AnalysisTable({ results, caption }: { results: TAnalysisResult[]; caption: string }) {
  const { t, i18n } = useTranslation();
  const { market } = useAgreements();
  if (!results.length) return <p className="agr-empty">{t("agreements.analysis.none")}</p>;
  return (
    <SimpleTable
      caption={caption}
      className="agr-table agr-table--analysis"
      rows={results}
      getRowId={(r) => r.code}
      columns={[
        {
          id: "name",
          header: t("agreements.analysis.name"),
          rowHeader: true,
          cell: (r) => (i18n.exists(`agreements.analysis.${r.code}`) ? t(`agreements.analysis.${r.code}`) : r.code),
        },
        {
          id: "value",
          header: t("agreements.analysis.value"),
          className: "num",
          cell: (r) => (
            <>
              {formatNumber(r.value, market, 2)} {r.unit}
            </>
          ),
        },
      ]}
    />
  );
}

/** A section's list states. */
export function SectionMessage({ kind, children, onRetry }: { kind: "empty" | "error"; children: ReactNode; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={kind === "error" ? "alert alert--error agr-message" : "agr-empty"} role={kind === "error" ? "alert" : undefined}>
      <p>{children}</p>
      {onRetry ? (
        <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
          {t("agreements.section.retry")}
        </button>
      ) : null}
    </div>
  );
}
