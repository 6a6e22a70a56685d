"use client";

/**
 * The popups of My agreements (spec 1 §2): farm samples (gårdsprov) and price hedgings of an
 * agreement, and the weigh-ins of a delivery day with each weigh-in's analysis. Each loads when
 * it opens; a failure is logged and shown as a message in the popup.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "@/components/ui/dialogs";
import { Loader } from "@/components/ui/loader";
import { formatDay, formatMoney, formatNumber } from "@/lib/agreements/format";
import type { TFarmSampleResponse, TPriceHedgingResponse, TWeighIn, TWeighInAnalysisResponse, TWeighInMoreInfoResponse } from "@/lib/agreements/schemas";
import { formatDateTime } from "@/lib/market/format";
import { useAgreementsApi, useLoad, useQuantity, type LoadState } from "./agreements-context";
import { AnalysisTable, usePrice } from "./agreement-parts";

function Body<T>({ state, children }: { state: LoadState<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (state.status === "loading") return <Loader showLabel label={t("agreements.popup.loading")} />;
  if (state.status === "error") return <p className="alert alert--error" role="alert">{t("agreements.popup.failed")}</p>;
  return <>{children(state.data)}</>;
}

/** GET …/farmsample/{id}/{isInternal} or farmsample-subcustomer/{id}/{customer}/{isInternal}. */
function popupPath(kind: "farmsample" | "pricehedging", agreementNumber: string, api: { isSubCustomer: boolean; customerNumber: string; isInternalFlag: string }) {
  const id = encodeURIComponent(agreementNumber);
  return api.isSubCustomer
    ? `/api/agreement/${kind}-subcustomer/${id}/${encodeURIComponent(api.customerNumber)}/${api.isInternalFlag}`
    : `/api/agreement/${kind}/${id}/${api.isInternalFlag}`;
}

export function FarmSampleDialog({ agreementNumber, onClose }: { agreementNumber: string; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useAgreementsApi();
  const [state] = useLoad("farm samples", () => api.get<TFarmSampleResponse>(popupPath("farmsample", agreementNumber, api)), agreementNumber);
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} onClosed={onClose} size="wide" title={t("agreements.farmSample.title", { number: agreementNumber })}>
      <Body state={state}>
        {(data) =>
          data.samples.length === 0 ? (
            <p>{t("agreements.farmSample.none")}</p>
          ) : (
            <ul className="agr-samples">
              {data.samples.map((s) => (
                <li key={s.ProvNr} className="agr-sample">
                  <h3>{t("agreements.farmSample.sample", { number: s.ProvNr })}</h3>
                  <p className="agr-muted">
                    {t("agreements.farmSample.takenAt", { date: formatDay(s.takenAt, api.market) })} · {s.itemName}
                    {s.sort ? ` · ${s.sort}` : ""} · {s.status === "analysed" ? t("agreements.farmSample.analysedAt", { date: formatDay(s.analysedAt, api.market) }) : t("agreements.farmSample.received")}
                  </p>
                  <AnalysisTable results={s.results} caption={t("agreements.farmSample.sample", { number: s.ProvNr })} />
                  {s.internal ? (
                    <p className="agr-internal">
                      <strong>{t("agreements.internal.labNote")}:</strong> {s.internal.labNote ?? "–"}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </Body>
    </Modal>
  );
}

export function PriceHedgingDialog({ agreementNumber, onClose }: { agreementNumber: string; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useAgreementsApi();
  const qty = useQuantity();
  const price = usePrice();
  const [state] = useLoad("price hedgings", () => api.get<TPriceHedgingResponse>(popupPath("pricehedging", agreementNumber, api)), agreementNumber);
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} onClosed={onClose} size="wide" title={t("agreements.hedging.title")}>
      <Body state={state}>
        {(data) =>
          data.hedgings.length === 0 ? (
            <p>{t("agreements.hedging.none")}</p>
          ) : (
            <>
              <p>{t("agreements.hedging.intro", { number: data.agreementNumber })}</p>
              <div className="table-wrap">
                <table className="agr-table">
                  <caption className="visually-hidden">{t("agreements.hedging.title")}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("agreements.hedging.number")}</th>
                      <th scope="col">{t("agreements.hedging.date")}</th>
                      <th scope="col">{t("agreements.hedging.period")}</th>
                      <th scope="col" className="num">{t("agreements.fields.quantity")}</th>
                      <th scope="col" className="num">{t("agreements.fields.price")}</th>
                      <th scope="col">{t("agreements.hedging.status")}</th>
                      {data.hedgings.some((h) => h.internal) ? <th scope="col" className="num">{t("agreements.internal.margin")}</th> : null}
                    </tr>
                  </thead>
                  <tbody>
                    {data.hedgings.map((h) => (
                      <tr key={h.hedgeNumber}>
                        <td>{h.hedgeNumber}</td>
                        <td>{formatDay(h.hedgedAt, api.market)}</td>
                        <td>{h.pricePeriod}</td>
                        <td className="num">{qty(h.quantity)}</td>
                        <td className="num">{price(h.price, h.currency)}</td>
                        <td>{t(`agreements.hedging.statuses.${h.status}`)}</td>
                        {h.internal ? <td className="num">{h.internal.margin === null ? "–" : formatMoney(h.internal.margin, api.market)}</td> : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="agr-total">
                {t("agreements.hedging.total", { quantity: qty(data.TotalQuantity) })}
                {data.averagePrice !== null ? ` · ${t("agreements.hedging.average", { price: price(data.averagePrice, data.hedgings[0].currency) })}` : ""}
              </p>
            </>
          )
        }
      </Body>
    </Modal>
  );
}

function WeighInAnalysis({ weighIn, onBack }: { weighIn: TWeighIn; onBack: () => void }) {
  const { t } = useTranslation();
  const api = useAgreementsApi();
  const heading = useRef<HTMLHeadingElement>(null);
  // the button that opened this view is gone: move focus to the view's heading
  useEffect(() => heading.current?.focus(), []);
  const [state] = useLoad(
    "weigh-in analysis",
    () => api.get<TWeighInAnalysisResponse>(`/api/weigh-in/analyze/${encodeURIComponent(weighIn.weighInNumber)}/${api.isInternalFlag}?activeCustomerNumber=${encodeURIComponent(api.customerNumber)}`),
    weighIn.weighInNumber,
  );
  return (
    <section aria-labelledby={`analysis-${weighIn.weighInNumber}`}>
      <h3 id={`analysis-${weighIn.weighInNumber}`} ref={heading} tabIndex={-1}>
        {t("agreements.weighIn.analysisTitle", { number: weighIn.weighInNumber })}
      </h3>
      <Body state={state}>
        {(data) => (
          <>
            <p className="agr-muted">
              {formatDateTime(data.weighIn.weighedAt, api.market)} · {data.weighIn.itemName}
              {data.weighIn.sort ? ` · ${data.weighIn.sort}` : ""} · {data.weighIn.facilityName}
            </p>
            <AnalysisTable results={data.results} caption={t("agreements.weighIn.analysisTitle", { number: weighIn.weighInNumber })} />
          </>
        )}
      </Body>
      <button type="button" className="btn btn--secondary btn--small" onClick={onBack}>
        {t("agreements.weighIn.back")}
      </button>
    </section>
  );
}

/** GET /api/weigh-in/more-info/{agreementNumber}/{isInternal}?date&sort, then per weigh-in its analysis. */
export function WeighInDialog({ agreementNumber, date, sort, onClose }: { agreementNumber: string; date: string; sort: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useAgreementsApi();
  const [open, setOpen] = useState(true);
  const [analysisOf, setAnalysisOf] = useState<TWeighIn | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const table = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // back from an analysis: focus its weigh-in's button again
    if (!analysisOf && returnTo) table.current?.querySelector<HTMLButtonElement>(`[data-weigh-in="${returnTo}"]`)?.focus();
  }, [analysisOf, returnTo]);
  const query = new URLSearchParams({ date, ...(sort ? { sort } : {}) }).toString();
  const [state] = useLoad(
    "weigh-in info",
    () => api.get<TWeighInMoreInfoResponse>(`/api/weigh-in/more-info/${encodeURIComponent(agreementNumber)}/${api.isInternalFlag}?${query}`),
    `${agreementNumber}|${query}`,
  );
  const kg = (v: number | null) => (v === null ? "" : formatNumber(v, api.market, 0));
  const dec = (v: number | null) => (v === null ? "" : formatNumber(v, api.market, 1));
  return (
    <Modal open={open} onClose={() => setOpen(false)} onClosed={onClose} size="wide" title={t("agreements.weighIn.title", { date: formatDay(date, api.market) })}>
      {analysisOf ? (
        <WeighInAnalysis
          weighIn={analysisOf}
          onBack={() => {
            setReturnTo(analysisOf.weighInNumber);
            setAnalysisOf(null);
          }}
        />
      ) : (
        <Body state={state}>
          {(data) =>
            data.weighIns.length === 0 ? (
              <p>{t("agreements.weighIn.none")}</p>
            ) : (
              <>
                <p>{t("agreements.weighIn.intro", { number: data.agreementNumber, sort: data.sort ?? "–" })}</p>
                <div className="table-wrap" ref={table}>
                  <table className="agr-table">
                    <caption className="visually-hidden">{t("agreements.weighIn.title", { date: formatDay(date, api.market) })}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t("agreements.weighIn.number")}</th>
                        <th scope="col">{t("agreements.weighIn.time")}</th>
                        <th scope="col">{t("agreements.weighIn.vehicle")}</th>
                        <th scope="col" className="num">{t("agreements.weighIn.netKg")}</th>
                        <th scope="col" className="num">{t("agreements.weighIn.settledKg")}</th>
                        <th scope="col" className="num">{t("agreements.analysis.moisture")}</th>
                        <th scope="col" className="num">{t("agreements.analysis.protein")}</th>
                        <th scope="col" className="num">{t("agreements.analysis.hectolitreWeight")}</th>
                        <th scope="col" className="num">{t("agreements.analysis.fallingNumber")}</th>
                        <th scope="col">{t("agreements.weighIn.actions")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.weighIns.map((w) => (
                        <tr key={w.weighInNumber}>
                          <td>{w.weighInNumber}</td>
                          <td>{formatDateTime(w.weighedAt, api.market)}</td>
                          <td>{w.vehicleRegistration ?? ""}</td>
                          <td className="num">{kg(w.netKg)}</td>
                          <td className="num">{kg(w.settledKg)}</td>
                          <td className="num">{dec(w.moisture)}</td>
                          <td className="num">{dec(w.protein)}</td>
                          <td className="num">{dec(w.hectolitreWeight)}</td>
                          <td className="num">{kg(w.fallingNumber)}</td>
                          <td className="agr-actions">
                            <button type="button" className="btn btn--secondary btn--small" data-weigh-in={w.weighInNumber} onClick={() => setAnalysisOf(w)}>
                              {t("agreements.weighIn.analysis")}
                              <span className="visually-hidden"> {w.weighInNumber}</span>
                            </button>
                            <a href={w.deliveryNoteUrl} target="_blank" rel="noopener" className="agr-link">
                              {t("agreements.weighIn.deliveryNote")}
                              <span className="visually-hidden"> {w.orderNumber}-{w.rowNumber}</span>
                            </a>
                            {w.internal ? <span className="agr-internal agr-internal--inline">{w.internal.note ?? ""}</span> : null}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <p className="agr-total">
                  {t("agreements.weighIn.totals", { net: kg(data.totalNetKg), settled: kg(data.totalSettledKg) })}
                </p>
              </>
            )
          }
        </Body>
      )}
    </Modal>
  );
}
