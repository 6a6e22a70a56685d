"use client";

/**
 * The weigh-ins popup of a delivery day (spec 1 §2): the day's weigh-ins with their figures, a
 * delivery note link each, and per weigh-in its analysis (in the same popup, with a way back).
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { Modal } from "@/components/ui/modal";
import { SimpleTable } from "@/components/ui/simple-table";
import { formatDay, formatNumber } from "@/lib/agreements/format";
import type { TWeighIn, TWeighInAnalysisResponse, TWeighInMoreInfoResponse } from "@/lib/agreements/schemas";
import { formatDateTime } from "@/lib/market/format";
import { useAgreements, useAgreementsQuery } from "./agreements-context";
import { AnalysisTable } from "./agreement-parts";
import { PopupBody } from "./popup-body";

function WeighInAnalysis({ weighIn, onBack }: { weighIn: TWeighIn; onBack: () => void }) {
  const { t } = useTranslation();
  const api = useAgreements();
  const heading = useRef<HTMLHeadingElement>(null);
  // the button that opened this view is gone: move focus to the view's heading
  useEffect(() => heading.current?.focus(), []);
  const query = useAgreementsQuery<TWeighInAnalysisResponse>(
    `weigh-in analysis ${weighIn.weighInNumber}`,
    `/api/weigh-in/analyze/${encodeURIComponent(weighIn.weighInNumber)}/${api.isInternalFlag}`,
    { activeCustomerNumber: api.customerNumber },
    { method: "GET" },
  );
  return (
    <section aria-labelledby={`analysis-${weighIn.weighInNumber}`}>
      <h3 id={`analysis-${weighIn.weighInNumber}`} ref={heading} tabIndex={-1}>
        {t("agreements.weighIn.analysisTitle", { number: weighIn.weighInNumber })}
      </h3>
      <PopupBody query={query}>
        {(data) => (
          <>
            <p className="agr-muted">
              {formatDateTime(data.weighIn.weighedAt, api.market)} · {data.weighIn.itemName}
              {data.weighIn.sort ? ` · ${data.weighIn.sort}` : ""} · {data.weighIn.facilityName}
            </p>
            <AnalysisTable results={data.results} caption={t("agreements.weighIn.analysisTitle", { number: weighIn.weighInNumber })} />
          </>
        )}
      </PopupBody>
      <button type="button" className="btn btn--secondary btn--small" onClick={onBack}>
        {t("agreements.weighIn.back")}
      </button>
    </section>
  );
}

/** GET /api/weigh-in/more-info/{agreementNumber}/{isInternal}?date&sort, then per weigh-in its analysis. */
export function WeighInDialog({
  agreementNumber,
  date,
  sort,
  onClose,
}: {
  agreementNumber: string;
  date: string;
  sort: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useAgreements();
  const [open, setOpen] = useState(true);
  const [analysisOf, setAnalysisOf] = useState<TWeighIn | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const table = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // back from an analysis: focus its weigh-in's button again
    if (!analysisOf && returnTo) table.current?.querySelector<HTMLButtonElement>(`[data-weigh-in="${returnTo}"]`)?.focus();
  }, [analysisOf, returnTo]);
  const query = useAgreementsQuery<TWeighInMoreInfoResponse>(
    `weigh-in info ${agreementNumber} ${date} ${sort ?? ""}`,
    `/api/weigh-in/more-info/${encodeURIComponent(agreementNumber)}/${api.isInternalFlag}`,
    { date, ...(sort ? { sort } : {}) },
    { method: "GET" },
  );
  const kg = (v: number | null) => (v === null ? "" : formatNumber(v, api.market, 0));
  const dec = (v: number | null) => (v === null ? "" : formatNumber(v, api.market, 1));
  const title = t("agreements.weighIn.title", { date: formatDay(date, api.market) });
  return (
    <Modal open={open} onClose={() => setOpen(false)} onClosed={onClose} size="wide" title={title}>
      {analysisOf ? (
        <WeighInAnalysis
          weighIn={analysisOf}
          onBack={() => {
            setReturnTo(analysisOf.weighInNumber);
            setAnalysisOf(null);
          }}
        />
      ) : (
        <PopupBody query={query}>
          {(data) =>
            data.weighIns.length === 0 ? (
              <p>{t("agreements.weighIn.none")}</p>
            ) : (
              <>
                <p>{t("agreements.weighIn.intro", { number: data.agreementNumber, sort: data.sort ?? "–" })}</p>
                <div ref={table}>
                  <SimpleTable
                    caption={title}
                    className="agr-table"
                    rows={data.weighIns}
                    getRowId={(w) => w.weighInNumber}
                    columns={[
                      { id: "number", header: t("agreements.weighIn.number"), cell: (w) => w.weighInNumber },
                      { id: "time", header: t("agreements.weighIn.time"), cell: (w) => formatDateTime(w.weighedAt, api.market) },
                      { id: "vehicle", header: t("agreements.weighIn.vehicle"), cell: (w) => w.vehicleRegistration ?? "" },
                      { id: "net", header: t("agreements.weighIn.netKg"), className: "num", cell: (w) => kg(w.netKg) },
                      { id: "settled", header: t("agreements.weighIn.settledKg"), className: "num", cell: (w) => kg(w.settledKg) },
                      { id: "moisture", header: t("agreements.analysis.moisture"), className: "num", cell: (w) => dec(w.moisture) },
                      { id: "protein", header: t("agreements.analysis.protein"), className: "num", cell: (w) => dec(w.protein) },
                      {
                        id: "hectolitre",
                        header: t("agreements.analysis.hectolitreWeight"),
                        className: "num",
                        cell: (w) => dec(w.hectolitreWeight),
                      },
                      { id: "falling", header: t("agreements.analysis.fallingNumber"), className: "num", cell: (w) => kg(w.fallingNumber) },
                      {
                        id: "actions",
                        header: t("agreements.weighIn.actions"),
                        cellClassName: "agr-actions",
                        cell: (w) => (
                          <>
                            <button
                              type="button"
                              className="btn btn--secondary btn--small"
                              data-weigh-in={w.weighInNumber}
                              onClick={() => setAnalysisOf(w)}
                            >
                              {t("agreements.weighIn.analysis")}
                              <span className="visually-hidden"> {w.weighInNumber}</span>
                            </button>
                            <a href={w.deliveryNoteUrl} target="_blank" rel="noopener" className="agr-link">
                              {t("agreements.weighIn.deliveryNote")}
                              <span className="visually-hidden">
                                {" "}
                                {w.orderNumber}-{w.rowNumber}
                              </span>
                            </a>
                            {w.internal ? <span className="agr-internal agr-internal--inline">{w.internal.note ?? ""}</span> : null}
                          </>
                        ),
                      },
                    ]}
                  />
                </div>
                <p className="agr-total">
                  {t("agreements.weighIn.totals", { net: kg(data.totalNetKg), settled: kg(data.totalSettledKg) })}
                </p>
              </>
            )
          }
        </PopupBody>
      )}
    </Modal>
  );
}
