"use client";

/**
 * The five sections of My agreements (spec 1 §2, §4, §7): each loads on mount with a loader
 * (the page mounts them again for another customer), logs a failed call and shows an error
 * message with a retry instead of hanging, and lists its agreements as expandable rows.
 */
import { useCallback, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Accordion } from "@/components/ui/accordion";
import { Loader } from "@/components/ui/loader";
import { formatDay } from "@/lib/agreements/format";
import type {
  TAgreementArticlesResponse,
  TAgreementRow,
  TConnectedSeedResponse,
  TForageAgreementRow,
  TForageAnalysisResponse,
  TForageHarvestYearResponse,
  TForageSectionResponse,
  TGrainAgreementRow,
  TGrainSectionResponse,
  TSeedSectionResponse,
  TSeedYearResponse,
  TStatusSectionResponse,
} from "@/lib/agreements/schemas";
import type { CurrentOrInactive } from "@/lib/agreements/constants";
import { isAbort, useAgreementsApi, useLoad, useQuantity, type LoadState } from "./agreements-context";
import { AgreementFacts, AgreementRow, AnalysisTable, InternalFacts, LinesTable, SectionMessage, StatusBadge, usePrice, ViewAgreementButton } from "./agreement-parts";
import { FarmSampleDialog, PriceHedgingDialog, WeighInDialog } from "./popups";

type Popup = { kind: "farmSample"; agreementNumber: string } | { kind: "hedging"; agreementNumber: string } | { kind: "weighIn"; agreementNumber: string; date: string; sort: string | null } | null;

/** Loads a detail on demand (row opening, dropdown) with the customer's abort signal; logs failures. */
function useDetail<T>(what: string) {
  const [state, setState] = useState<LoadState<T> | null>(null);
  const run = useCallback(
    (load: () => Promise<T>) => {
      setState({ status: "loading" });
      load().then(
        (data) => setState({ status: "ok", data }),
        (e) => {
          if (isAbort(e)) return;
          console.error(`[agreements] ${what} failed`, e);
          setState({ status: "error" });
        },
      );
    },
    [what],
  );
  return [state, run] as const;
}

function DetailBody<T>({ state, children }: { state: LoadState<T> | null; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (!state || state.status === "loading") return <Loader showLabel label={t("agreements.row.loadingDetails")} />;
  if (state.status === "error") return <SectionMessage kind="error">{t("agreements.row.detailsFailed")}</SectionMessage>;
  return <>{children(state.data)}</>;
}

function RowActions({ row, onPopup }: { row: TAgreementRow; onPopup: (p: Popup) => void }) {
  const { t } = useTranslation();
  return (
    <div className="agr-actions">
      <ViewAgreementButton row={row} />
      {row.hasFarmSamples ? (
        <button type="button" className="btn btn--secondary btn--small" onClick={() => onPopup({ kind: "farmSample", agreementNumber: row.agreementNumber })}>
          {t("agreements.row.farmSamples")}
        </button>
      ) : null}
      {row.hasPriceHedgings ? (
        <button type="button" className="btn btn--secondary btn--small" onClick={() => onPopup({ kind: "hedging", agreementNumber: row.agreementNumber })}>
          {t("agreements.row.priceHedgings")}
        </button>
      ) : null}
    </div>
  );
}

function Popups({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  if (!popup) return null;
  if (popup.kind === "farmSample") return <FarmSampleDialog key={popup.agreementNumber} agreementNumber={popup.agreementNumber} onClose={onClose} />;
  if (popup.kind === "hedging") return <PriceHedgingDialog key={popup.agreementNumber} agreementNumber={popup.agreementNumber} onClose={onClose} />;
  return <WeighInDialog key={`${popup.agreementNumber}${popup.date}${popup.sort}`} agreementNumber={popup.agreementNumber} date={popup.date} sort={popup.sort} onClose={onClose} />;
}

function SectionLoader() {
  const { t } = useTranslation();
  return <Loader variant="inline" showLabel label={t("agreements.section.loading")} className="agr-loader" />;
}

function List({ children }: { children: ReactNode }) {
  return <Accordion className="agr-list">{children}</Accordion>;
}

// ─── grain ──────────────────────────────────────────────────────────────────────────────────

function GrainDetails({ row, onPopup }: { row: TGrainAgreementRow; onPopup: (p: Popup) => void }) {
  const { t } = useTranslation();
  const { market } = useAgreementsApi();
  const qty = useQuantity();
  return (
    <>
      <AgreementFacts row={row} />
      <InternalFacts internal={row.internal} />
      <RowActions row={row} onPopup={onPopup} />
      <h4>{t("agreements.grain.lines")}</h4>
      <LinesTable lines={row.lines} currency={row.currency} caption={t("agreements.grain.lines")} />
      <h4>{t("agreements.grain.deliveries")}</h4>
      {row.deliveries.length === 0 ? (
        <p className="agr-empty">{t("agreements.grain.noDeliveries")}</p>
      ) : (
        <div className="table-wrap">
          <table className="agr-table">
            <caption className="visually-hidden">{t("agreements.grain.deliveries")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("agreements.weighIn.date")}</th>
                <th scope="col">{t("agreements.fields.sort")}</th>
                <th scope="col" className="num">{t("agreements.grain.loads")}</th>
                <th scope="col" className="num">{t("agreements.grain.net")}</th>
                <th scope="col" className="num">{t("agreements.grain.settled")}</th>
                <th scope="col">{t("agreements.weighIn.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {row.deliveries.map((d) => (
                <tr key={`${d.date}${d.sort}`}>
                  <td>{formatDay(d.date, market)}</td>
                  <td>{d.sort ?? ""}</td>
                  <td className="num">{d.loads}</td>
                  <td className="num">{qty(d.netKg / 1000)}</td>
                  <td className="num">{qty(d.settledKg / 1000)}</td>
                  <td>
                    <button type="button" className="btn btn--secondary btn--small" onClick={() => onPopup({ kind: "weighIn", agreementNumber: row.agreementNumber, date: d.date, sort: d.sort })}>
                      {t("agreements.grain.moreInfo")}
                      <span className="visually-hidden"> {formatDay(d.date, market)}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function GrainSection() {
  const { t } = useTranslation();
  const api = useAgreementsApi();
  const [popup, setPopup] = useState<Popup>(null);
  const [state, , retry] = useLoad(
    "grain section",
    () => api.post<TGrainSectionResponse>("/api/myagreements/grain", { pageId: api.pageId, activeCustomerNumber: api.customerNumber }, { variant: true }),
    api.customerNumber,
  );
  if (state.status === "loading") return <SectionLoader />;
  if (state.status === "error") return <SectionMessage kind="error" onRetry={retry}>{t("agreements.section.failed")}</SectionMessage>;
  const rows = state.data.agreements;
  return (
    <>
      {rows.length === 0 ? (
        <SectionMessage kind="empty">{t("agreements.grain.empty")}</SectionMessage>
      ) : (
        <List>
          {rows.map((row) => (
            <AgreementRow key={row.agreementNumber} row={row}>
              <GrainDetails row={row} onPopup={setPopup} />
            </AgreementRow>
          ))}
        </List>
      )}
      <Popups popup={popup} onClose={() => setPopup(null)} />
    </>
  );
}

// ─── seed ───────────────────────────────────────────────────────────────────────────────────

function ConnectedSeed({ state }: { state: LoadState<TConnectedSeedResponse> | null }) {
  const { t } = useTranslation();
  const qty = useQuantity();
  const price = usePrice();
  return (
    <DetailBody state={state}>
      {(data) =>
        data.agreements.length === 0 ? (
          <p className="agr-empty">{t("agreements.seed.noConnected")}</p>
        ) : (
          <>
            <div className="table-wrap">
              <table className="agr-table" data-connected-to={data.agreementNumber}>
                <caption className="visually-hidden">{t("agreements.seed.connectedTitle")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("agreements.fields.agreementNumber")}</th>
                    <th scope="col">{t("agreements.fields.agreementType")}</th>
                    <th scope="col">{t("agreements.fields.status")}</th>
                    <th scope="col" className="num">{t("agreements.fields.totalQuantity")}</th>
                    <th scope="col" className="num">{t("agreements.fields.acceptedQuantity")}</th>
                    <th scope="col" className="num">{t("agreements.fields.price")}</th>
                    <th scope="col">{t("agreements.weighIn.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.agreements.map((c) => (
                    <tr key={c.agreementNumber}>
                      <td>{c.agreementNumber}</td>
                      <td>{t(`agreements.types.${c.agreementType}`)}</td>
                      <td><StatusBadge status={c.status} /></td>
                      <td className="num">{qty(c.TotalQuantity)}</td>
                      <td className="num">{qty(c.acceptedQuantity)}</td>
                      <td className="num">{price(c.price, c.currency, c.unit)}</td>
                      <td><ViewAgreementButton row={c} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="agr-total">{t("agreements.seed.connectedTotal", { quantity: qty(data.TotalQuantity) })}</p>
          </>
        )
      }
    </DetailBody>
  );
}

function SeedRow({ row, toggled, onPopup }: { row: TAgreementRow; toggled: boolean; onPopup: (p: Popup) => void }) {
  const { t } = useTranslation();
  const api = useAgreementsApi();
  const [connected, load] = useDetail<TConnectedSeedResponse>("connected seed agreements");
  const onFirstOpen = useCallback(
    () =>
      load(() =>
        api.post<TConnectedSeedResponse>(
          "/api/seedagreement/getconnectedseedagreements",
          { agreementNumber: row.agreementNumber, pageId: api.pageId, acceptedQuantity: "", activeCustomerNumber: api.customerNumber },
          { variant: true },
        ),
      ),
    [api, load, row.agreementNumber],
  );
  return (
    <AgreementRow row={row} defaultOpen={toggled} onFirstOpen={onFirstOpen}>
      <AgreementFacts row={row} />
      <InternalFacts internal={row.internal} />
      <RowActions row={row} onPopup={onPopup} />
      <h4>{t("agreements.seed.connectedTitle")}</h4>
      <ConnectedSeed state={connected} />
    </AgreementRow>
  );
}

export function SeedSection({ toggle }: { toggle: string | null }) {
  const { t } = useTranslation();
  const api = useAgreementsApi();
  const selectId = useId();
  const [popup, setPopup] = useState<Popup>(null);
  const [yearState, setYearState] = useState<{ year: number; state: LoadState<TSeedYearResponse> } | null>(null);
  const [state, , retry] = useLoad(
    "seed section",
    () =>
      api.post<TSeedSectionResponse>(
        "/api/myagreements/seed",
        { pageId: api.pageId, activeCustomerNumber: api.customerNumber, ...(toggle ? { agreementNumber: toggle } : {}) },
        { variant: true },
      ),
    api.customerNumber,
  );
  if (state.status === "loading") return <SectionLoader />;
  if (state.status === "error") return <SectionMessage kind="error" onRetry={retry}>{t("agreements.section.failed")}</SectionMessage>;
  const section = state.data;
  const year = yearState?.year ?? section.selectedYear;
  const list: LoadState<{ agreements: TAgreementRow[] }> = yearState ? yearState.state : { status: "ok", data: section };

  const changeYear = (value: number) => {
    setYearState({ year: value, state: { status: "loading" } });
    api
      .post<TSeedYearResponse>("/api/seedagreement/getseedagreements", { selectedvalue: value, pageId: api.pageId, activeCustomerNumber: api.customerNumber }, { variant: true })
      .then(
        (data) => setYearState((cur) => (cur?.year === value ? { year: value, state: { status: "ok", data } } : cur)),
        (e) => {
          if (isAbort(e)) return;
          console.error("[agreements] seed year failed", e);
          setYearState((cur) => (cur?.year === value ? { year: value, state: { status: "error" } } : cur));
        },
      );
  };

  return (
    <>
      {section.years.length > 0 ? (
        <div className="agr-filter">
          <label htmlFor={selectId}>{t("agreements.seed.year")}</label>
          <select id={selectId} value={year ?? ""} onChange={(e) => changeYear(Number(e.target.value))}>
            {section.years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {list.status === "loading" ? (
        <SectionLoader />
      ) : list.status === "error" ? (
        <SectionMessage kind="error">{t("agreements.section.failed")}</SectionMessage>
      ) : list.data.agreements.length === 0 ? (
        <SectionMessage kind="empty">{t("agreements.seed.empty")}</SectionMessage>
      ) : (
        <List>
          {list.data.agreements.map((row) => (
            <SeedRow key={row.agreementNumber} row={row} toggled={toggle === row.agreementNumber} onPopup={setPopup} />
          ))}
        </List>
      )}
      <Popups popup={popup} onClose={() => setPopup(null)} />
    </>
  );
}

// ─── forage ─────────────────────────────────────────────────────────────────────────────────

function ForageSamples({ row }: { row: TForageAgreementRow }) {
  const { t } = useTranslation();
  const api = useAgreementsApi();
  const selectId = useId();
  const [year, setYear] = useState<number | null>(row.harvestYears[0] ?? null);
  const [open, setOpen] = useState<string | null>(null);
  const [results, setResults] = useState<Record<string, LoadState<TForageAnalysisResponse>>>({});
  const [state] = useLoad(
    "forage harvest year",
    () => {
      if (year === null) return Promise.resolve(null);
      const q = new URLSearchParams({ selectedvalue: String(year), pageId: String(api.pageId), agreementNumber: row.agreementNumber, customerNumber: api.customerNumber });
      return api.get<TForageHarvestYearResponse>(`/api/forageagreement/getharvestyeardata?${q.toString()}`);
    },
    `${row.agreementNumber}|${year}`,
  );

  const showResults = (provnr: string) => {
    if (open === provnr) {
      setOpen(null);
      return;
    }
    setOpen(provnr);
    if (results[provnr]?.status === "ok") return;
    setResults((r) => ({ ...r, [provnr]: { status: "loading" } }));
    api.post<TForageAnalysisResponse>("/api/forageagreement/getanalysisresults", { provnr }).then(
      (data) => setResults((r) => ({ ...r, [provnr]: { status: "ok", data } })),
      (e) => {
        if (isAbort(e)) return;
        console.error("[agreements] forage analysis failed", e);
        setResults((r) => ({ ...r, [provnr]: { status: "error" } }));
      },
    );
  };

  if (year === null) return <p className="agr-empty">{t("agreements.forage.noAnalyses")}</p>;
  return (
    <>
      <div className="agr-filter">
        <label htmlFor={selectId}>{t("agreements.forage.harvestYear")}</label>
        <select id={selectId} value={year} onChange={(e) => { setYear(Number(e.target.value)); setOpen(null); }}>
          {row.harvestYears.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <DetailBody state={state as LoadState<TForageHarvestYearResponse | null>}>
        {(data) =>
          !data || data.samples.length === 0 ? (
            <p className="agr-empty">{t("agreements.forage.noSamples")}</p>
          ) : (
            <ul className="agr-provnr" aria-label={t("agreements.forage.samples", { year })}>
              {data.samples.map((s) => {
                const r = results[s.ProvNr];
                const panelId = `provnr-${s.ProvNr}`;
                return (
                  <li key={s.ProvNr}>
                    <button type="button" className="agr-provnr__button" aria-expanded={open === s.ProvNr} aria-controls={panelId} onClick={() => showResults(s.ProvNr)}>
                      {t("agreements.forage.provnr", { number: s.ProvNr })} – {s.description ?? ""} ({formatDay(s.sampledAt, api.market)})
                    </button>
                    <div id={panelId} hidden={open !== s.ProvNr} className="agr-provnr__results">
                      {open === s.ProvNr ? (
                        <DetailBody state={r ?? null}>
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
                      ) : null}
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
  const api = useAgreementsApi();
  const [popup, setPopup] = useState<Popup>(null);
  const [state, , retry] = useLoad(
    "forage section",
    () => api.post<TForageSectionResponse>("/api/myagreements/forage", { pageId: api.pageId, activeCustomerNumber: api.customerNumber }, { variant: true }),
    api.customerNumber,
  );
  if (state.status === "loading") return <SectionLoader />;
  if (state.status === "error") return <SectionMessage kind="error" onRetry={retry}>{t("agreements.section.failed")}</SectionMessage>;
  return (
    <>
      {state.data.agreements.length === 0 ? (
        <SectionMessage kind="empty">{t("agreements.forage.empty")}</SectionMessage>
      ) : (
        <List>
          {state.data.agreements.map((row) => (
            <ForageRow key={row.agreementNumber} row={row} onPopup={setPopup} />
          ))}
        </List>
      )}
      <Popups popup={popup} onClose={() => setPopup(null)} />
    </>
  );
}

// ─── feed and merchandise ───────────────────────────────────────────────────────────────────

const STATUS_CALLS = {
  feed: { section: "/api/myagreements/feed", select: "/api/feedagreement/getfeedagreementscurrentorinactive" },
  merchandise: { section: "/api/myagreements/merchandise", select: "/api/tradingagreements/gettradingagreementscurrentorinactive" },
} as const;

function ArticlesRow({ row, kind, onPopup }: { row: TAgreementRow; kind: "feed" | "merchandise"; onPopup: (p: Popup) => void }) {
  const { t } = useTranslation();
  const api = useAgreementsApi();
  const [articles, load] = useDetail<TAgreementArticlesResponse>(`${kind} articles`);
  const onFirstOpen = useCallback(
    () =>
      load(() =>
        kind === "feed"
          ? api.post<TAgreementArticlesResponse>("/api/feedagreement/getfeedagreementarticles", { agreementNumber: row.agreementNumber, pageId: api.pageId, activeCustomerNumber: api.customerNumber })
          : api.post<TAgreementArticlesResponse>(
              "/api/tradingagreement/gettradingagreementarticles",
              { agreementNumber: row.agreementNumber, agreementType: row.agreementType, activeCustomerNumber: api.customerNumber },
              { variant: true },
            ),
      ),
    [api, kind, load, row.agreementNumber, row.agreementType],
  );
  return (
    <AgreementRow row={row} onFirstOpen={onFirstOpen}>
      <AgreementFacts row={row} />
      <InternalFacts internal={row.internal} />
      <RowActions row={row} onPopup={onPopup} />
      <h4>{t("agreements.row.articles")}</h4>
      <DetailBody state={articles}>{(data) => <LinesTable lines={data.articles} currency={row.currency} caption={t("agreements.row.articles")} />}</DetailBody>
    </AgreementRow>
  );
}

export function StatusSection({ kind }: { kind: "feed" | "merchandise" }) {
  const { t } = useTranslation();
  const api = useAgreementsApi();
  const selectId = useId();
  const [popup, setPopup] = useState<Popup>(null);
  const [selected, setSelected] = useState<{ value: CurrentOrInactive; state: LoadState<TStatusSectionResponse> } | null>(null);
  const [state, , retry] = useLoad(
    `${kind} section`,
    () => api.post<TStatusSectionResponse>(STATUS_CALLS[kind].section, { pageId: api.pageId, activeCustomerNumber: api.customerNumber }, { variant: true }),
    api.customerNumber,
  );
  if (state.status === "loading") return <SectionLoader />;
  if (state.status === "error") return <SectionMessage kind="error" onRetry={retry}>{t("agreements.section.failed")}</SectionMessage>;
  const value = selected?.value ?? state.data.selectedValue;
  const list = selected ? selected.state : state;

  const change = (next: CurrentOrInactive) => {
    setSelected({ value: next, state: { status: "loading" } });
    api.post<TStatusSectionResponse>(STATUS_CALLS[kind].select, { selectedvalue: next, pageId: api.pageId, activeCustomerNumber: api.customerNumber }, { variant: true }).then(
      (data) => setSelected((cur) => (cur?.value === next ? { value: next, state: { status: "ok", data } } : cur)),
      (e) => {
        if (isAbort(e)) return;
        console.error(`[agreements] ${kind} ${next} failed`, e);
        setSelected((cur) => (cur?.value === next ? { value: next, state: { status: "error" } } : cur));
      },
    );
  };

  return (
    <>
      <div className="agr-filter">
        <label htmlFor={selectId}>{t("agreements.section.show")}</label>
        <select id={selectId} value={value} onChange={(e) => change(e.target.value as CurrentOrInactive)}>
          <option value="current">{t("agreements.section.current")}</option>
          <option value="inactive">{t("agreements.section.inactive")}</option>
        </select>
      </div>
      {list.status === "loading" ? (
        <SectionLoader />
      ) : list.status === "error" ? (
        <SectionMessage kind="error">{t("agreements.section.failed")}</SectionMessage>
      ) : list.data.agreements.length === 0 ? (
        <SectionMessage kind="empty">{t(`agreements.${kind}.empty${value === "inactive" ? "Inactive" : ""}`)}</SectionMessage>
      ) : (
        <List>
          {list.data.agreements.map((row) => (
            <ArticlesRow key={`${value}-${row.agreementNumber}`} row={row} kind={kind} onPopup={setPopup} />
          ))}
        </List>
      )}
      <Popups popup={popup} onClose={() => setPopup(null)} />
    </>
  );
}


