"use client";

/**
 * The forage section of My agreements (spec 1 §2, §4): per agreement, once opened, the forage
 * samples of a harvest year (getharvestyeardata) and per sample its analysis results
 * (getanalysisresults), each loaded when first shown and kept for reopening.
 */
import { useId, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { formatDay } from "@/lib/agreements/format";
import type {
  TForageAgreementRow,
  TForageAnalysisResponse,
  TForageHarvestYearResponse,
  TForageSectionResponse,
} from "@/lib/agreements/schemas";
import { useAgreements, useAgreementsQuery } from "./agreements-context";
import { AgreementFacts, AgreementRow, AnalysisTable, InternalFacts, SectionMessage } from "./agreement-parts";
import { DetailBody, List, RowActions, SectionBody, usePopup, type Popup } from "./section-parts";

function SampleResults({ provnr }: { provnr: string }) {
  const { t } = useTranslation();
  const query = useAgreementsQuery<TForageAnalysisResponse>(`forage analysis ${provnr}`, "/api/forageagreement/getanalysisresults", {
    provnr,
  });
  return (
    <DetailBody query={query}>
      {(a) => (
        <>
          <AnalysisTable results={a.results} caption={t("agreements.forage.resultsOf", { number: a.ProvNr })} />
          {a.internal ? (
            <p className="agr-internal">
              <strong>{t("agreements.internal.labNote")}:</strong> {a.internal.labNote ?? "–"}
            </p>
          ) : null}
        </>
      )}
    </DetailBody>
  );
}

function ForageSamples({ row }: { row: TForageAgreementRow }) {
  const { t } = useTranslation();
  const { pageId, customerNumber, market } = useAgreements();
  const selectId = useId();
  const [year, setYear] = useState<number | null>(row.harvestYears[0] ?? null);
  const [open, setOpen] = useState<string | null>(null);
  const query = useAgreementsQuery<TForageHarvestYearResponse>(
    `forage harvest year ${row.agreementNumber} ${year}`,
    "/api/forageagreement/getharvestyeardata",
    { selectedvalue: String(year), pageId: String(pageId), agreementNumber: row.agreementNumber, customerNumber },
    { method: "GET", enabled: year !== null },
  );

  if (year === null) return <p className="agr-empty">{t("agreements.forage.noAnalyses")}</p>;
  return (
    <>
      <div className="agr-filter">
        <label htmlFor={selectId}>{t("agreements.forage.harvestYear")}</label>
        <select
          id={selectId}
          value={year}
          onChange={(e) => {
            setYear(Number(e.target.value));
            setOpen(null);
          }}
        >
          {row.harvestYears.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <DetailBody query={query}>
        {(data) =>
          data.samples.length === 0 ? (
            <p className="agr-empty">{t("agreements.forage.noSamples")}</p>
          ) : (
            <ul className="agr-provnr" aria-label={t("agreements.forage.samples", { year })}>
              {data.samples.map((s) => {
                const panelId = `provnr-${s.ProvNr}`;
                return (
                  <li key={s.ProvNr}>
                    <button
                      type="button"
                      className="agr-provnr__button"
                      aria-expanded={open === s.ProvNr}
                      aria-controls={panelId}
                      onClick={() => setOpen((cur) => (cur === s.ProvNr ? null : s.ProvNr))}
                    >
                      {t("agreements.forage.provnr", { number: s.ProvNr })} – {s.description ?? ""} ({formatDay(s.sampledAt, market)})
                    </button>
                    <div id={panelId} hidden={open !== s.ProvNr} className="agr-provnr__results">
                      {open === s.ProvNr ? <SampleResults provnr={s.ProvNr} /> : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          )
        }
      </DetailBody>
    </>
  );
}

function ForageRow({ row, onPopup }: { row: TForageAgreementRow; onPopup: (p: Popup) => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <AgreementRow row={row} onFirstOpen={() => setShown(true)}>
      <AgreementFacts row={row} />
      <InternalFacts internal={row.internal} />
      <RowActions row={row} onPopup={onPopup} />
      <h4>{t("agreements.forage.analyses")}</h4>
      {shown ? <ForageSamples row={row} /> : null}
    </AgreementRow>
  );
}

export function ForageSection() {
  const { t } = useTranslation();
  const { pageId, customerNumber } = useAgreements();
  const { open, popups } = usePopup();
  const query = useAgreementsQuery<TForageSectionResponse>(
    "forage section",
    "/api/myagreements/forage",
    { pageId, activeCustomerNumber: customerNumber },
    { variant: true },
  );
  return (
    <SectionBody query={query}>
      {(data) => (
        <>
          {data.agreements.length === 0 ? (
            <SectionMessage kind="empty">{t("agreements.forage.empty")}</SectionMessage>
          ) : (
            <List>
              {data.agreements.map((row) => (
                <ForageRow key={row.agreementNumber} row={row} onPopup={open} />
              ))}
            </List>
          )}
          {popups}
        </>
      )}
    </SectionBody>
  );
}
