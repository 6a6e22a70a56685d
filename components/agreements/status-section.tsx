"use client";

/**
 * The feed and merchandise sections of My agreements (spec 1 §2, §4): current or inactive
 * agreements (the dropdown calls …currentorinactive), each row's articles loaded when it first opens.
 */
import { useId, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { CurrentOrInactive } from "@/lib/agreements/constants";
import type { TAgreementArticlesResponse, TAgreementRow, TStatusSectionResponse } from "@/lib/agreements/schemas";
import { useAgreements, useAgreementsQuery } from "./agreements-context";
import { AgreementFacts, AgreementRow, InternalFacts, LinesTable, SectionMessage } from "./agreement-parts";
import { DetailBody, FilteredList, List, RowActions, SectionBody, usePopup, type Popup } from "./section-parts";

type Kind = "feed" | "merchandise";

const STATUS_CALLS = {
  feed: { section: "/api/myagreements/feed", select: "/api/feedagreement/getfeedagreementscurrentorinactive" },
  merchandise: { section: "/api/myagreements/merchandise", select: "/api/tradingagreements/gettradingagreementscurrentorinactive" },
} as const;

function ArticlesRow({ row, kind, onPopup }: { row: TAgreementRow; kind: Kind; onPopup: (p: Popup) => void }) {
  const { t } = useTranslation();
  const { pageId, customerNumber } = useAgreements();
  const [opened, setOpened] = useState(false);
  const articles = useAgreementsQuery<TAgreementArticlesResponse>(
    `${kind} articles ${row.agreementNumber}`,
    kind === "feed" ? "/api/feedagreement/getfeedagreementarticles" : "/api/tradingagreement/gettradingagreementarticles",
    kind === "feed"
      ? { agreementNumber: row.agreementNumber, pageId, activeCustomerNumber: customerNumber }
      : { agreementNumber: row.agreementNumber, agreementType: row.agreementType, activeCustomerNumber: customerNumber },
    { variant: kind === "merchandise", enabled: opened },
  );
  return (
    <AgreementRow row={row} onFirstOpen={() => setOpened(true)}>
      <AgreementFacts row={row} />
      <InternalFacts internal={row.internal} />
      <RowActions row={row} onPopup={onPopup} />
      <h4>{t("agreements.row.articles")}</h4>
      <DetailBody query={articles}>
        {(data) => <LinesTable lines={data.articles} currency={row.currency} caption={t("agreements.row.articles")} />}
      </DetailBody>
    </AgreementRow>
  );
}

function StatusList({
  kind,
  value,
  rows,
  onPopup,
}: {
  kind: Kind;
  value: CurrentOrInactive;
  rows: TAgreementRow[];
  onPopup: (p: Popup) => void;
}) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return <SectionMessage kind="empty">{t(`agreements.${kind}.empty${value === "inactive" ? "Inactive" : ""}`)}</SectionMessage>;
  return (
    <List>
      {rows.map((row) => (
        <ArticlesRow key={`${value}-${row.agreementNumber}`} row={row} kind={kind} onPopup={onPopup} />
      ))}
    </List>
  );
}

/** The list after a choice in the dropdown. */
function ChosenList({ kind, value, onPopup }: { kind: Kind; value: CurrentOrInactive; onPopup: (p: Popup) => void }) {
  const { pageId, customerNumber } = useAgreements();
  const query = useAgreementsQuery<TStatusSectionResponse>(
    `${kind} ${value}`,
    STATUS_CALLS[kind].select,
    { selectedvalue: value, pageId, activeCustomerNumber: customerNumber },
    { variant: true },
  );
  return (
    <FilteredList query={query}>{(data) => <StatusList kind={kind} value={value} rows={data.agreements} onPopup={onPopup} />}</FilteredList>
  );
}

export function StatusSection({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const { pageId, customerNumber } = useAgreements();
  const selectId = useId();
  const { open, popups } = usePopup();
  const [chosen, setChosen] = useState<CurrentOrInactive | null>(null);
  const query = useAgreementsQuery<TStatusSectionResponse>(
    `${kind} section`,
    STATUS_CALLS[kind].section,
    { pageId, activeCustomerNumber: customerNumber },
    { variant: true },
  );
  return (
    <SectionBody query={query}>
      {(section) => {
        const value = chosen ?? section.selectedValue;
        return (
          <>
            <div className="agr-filter">
              <label htmlFor={selectId}>{t("agreements.section.show")}</label>
              <select id={selectId} value={value} onChange={(e) => setChosen(e.target.value as CurrentOrInactive)}>
                <option value="current">{t("agreements.section.current")}</option>
                <option value="inactive">{t("agreements.section.inactive")}</option>
              </select>
            </div>
            {chosen === null ? (
              <StatusList kind={kind} value={value} rows={section.agreements} onPopup={open} />
            ) : (
              <ChosenList kind={kind} value={chosen} onPopup={open} />
            )}
            {popups}
          </>
        );
      }}
    </SectionBody>
  );
}
