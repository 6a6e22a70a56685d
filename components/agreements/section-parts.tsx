"use client";

/**
 * What the five sections of My agreements share: the row actions and their popups, the section
 * loader and list, and the loading/error states of a section and of a row's details (through
 * <QueryState>): a failed call is logged by the data layer and shown as a message, never a hang.
 */
import type { QueryResult } from "@/lib/client/query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { QueryState } from "@/components/providers/query-state";
import { Accordion } from "@/components/ui/accordion";
import { Loader } from "@/components/ui/loader";
import type { TAgreementRow } from "@/lib/agreements/schemas";
import { SectionMessage, ViewAgreementButton } from "./agreement-parts";

/*
 * The popups are loaded when one is first opened: their modal is React Aria's (≈ 49 kB gzip), which
 * My agreements would otherwise load with the page although most visits open no popup (decision 103).
 */
const FarmSampleDialog = lazy(() => import("./farm-sample-dialog").then((m) => ({ default: m.FarmSampleDialog })));
const PriceHedgingDialog = lazy(() => import("./price-hedging-dialog").then((m) => ({ default: m.PriceHedgingDialog })));
const WeighInDialog = lazy(() => import("./weigh-in-dialog").then((m) => ({ default: m.WeighInDialog })));

export type Popup =
  | { kind: "farmSample"; agreementNumber: string }
  | { kind: "hedging"; agreementNumber: string }
  | { kind: "weighIn"; agreementNumber: string; date: string; sort: string | null }
  | null;

export function RowActions({ row, onPopup }: { row: TAgreementRow; onPopup: (p: Popup) => void }) {
  const { t } = useTranslation();
  return (
    <div className="agr-actions">
      <ViewAgreementButton row={row} />
      {row.hasFarmSamples ? (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() => onPopup({ kind: "farmSample", agreementNumber: row.agreementNumber })}
        >
          {t("agreements.row.farmSamples")}
        </button>
      ) : null}
      {row.hasPriceHedgings ? (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() => onPopup({ kind: "hedging", agreementNumber: row.agreementNumber })}
        >
          {t("agreements.row.priceHedgings")}
        </button>
      ) : null}
    </div>
  );
}

export function Popups({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  if (!popup) return null;
  return <Suspense fallback={<Loader variant="page" />}>{popupFor(popup, onClose)}</Suspense>;
}

function popupFor(popup: NonNullable<Popup>, onClose: () => void): ReactNode {
  if (popup.kind === "farmSample")
    return <FarmSampleDialog key={popup.agreementNumber} agreementNumber={popup.agreementNumber} onClose={onClose} />;
  if (popup.kind === "hedging")
    return <PriceHedgingDialog key={popup.agreementNumber} agreementNumber={popup.agreementNumber} onClose={onClose} />;
  return (
    <WeighInDialog
      key={`${popup.agreementNumber}${popup.date}${popup.sort}`}
      agreementNumber={popup.agreementNumber}
      date={popup.date}
      sort={popup.sort}
      onClose={onClose}
    />
  );
}

/**
 * The popup state of a section: which popup is open. A popup that reports itself closed after
 * another one has opened (its fade-out ended when it was replaced) does not close the new one.
 */
export function usePopup() {
  const [popup, setPopup] = useState<Popup>(null);
  return {
    popup,
    open: setPopup,
    popups: <Popups popup={popup} onClose={() => setPopup((current) => (current === popup ? null : current))} />,
  };
}

export function SectionLoader() {
  const { t } = useTranslation();
  return <Loader variant="inline" showLabel label={t("agreements.section.loading")} className="agr-loader" />;
}

export function List({ children }: { children: ReactNode }) {
  return <Accordion className="agr-list">{children}</Accordion>;
}

type Query<T> = QueryResult<T>;

/** A section's own call: loader, then the data; a failure offers a retry. */
export function SectionBody<T>({ query, children }: { query: Query<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={query}
      loading={<SectionLoader />}
      error={(_e, retry) => (
        <SectionMessage kind="error" onRetry={retry}>
          {t("agreements.section.failed")}
        </SectionMessage>
      )}
    >
      {children}
    </QueryState>
  );
}

/** A list reloaded by a filter (year, current/inactive): loader, then the data; a failure without a retry. */
export function FilteredList<T>({ query, children }: { query: Query<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={query}
      loading={<SectionLoader />}
      error={() => <SectionMessage kind="error">{t("agreements.section.failed")}</SectionMessage>}
    >
      {children}
    </QueryState>
  );
}

/** A row's details, loaded when it first opens. */
export function DetailBody<T>({ query, children }: { query: Query<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  const loader = <Loader showLabel label={t("agreements.row.loadingDetails")} />;
  return (
    <QueryState
      query={query}
      loading={loader}
      idle={loader}
      error={() => <SectionMessage kind="error">{t("agreements.row.detailsFailed")}</SectionMessage>}
    >
      {children}
    </QueryState>
  );
}
