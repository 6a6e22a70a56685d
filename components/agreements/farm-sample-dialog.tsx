"use client";

/** The farm samples (gårdsprov) popup of an agreement (spec 1 §2): each sample with its analysis. */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { Modal } from "@/components/ui/modal";
import { formatDay } from "@/lib/agreements/format";
import type { TFarmSampleResponse } from "@/lib/agreements/schemas";
import { useAgreements } from "./agreements-context";
import { AnalysisTable } from "./agreement-parts";
import { PopupBody, usePopupQuery } from "./popup-body";

export function FarmSampleDialog({ agreementNumber, onClose }: { agreementNumber: string; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useAgreements();
  const query = usePopupQuery<TFarmSampleResponse>("farmsample", "farm samples", agreementNumber);
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      onClosed={onClose}
      size="wide"
      title={t("agreements.farmSample.title", { number: agreementNumber })}
    >
      <PopupBody query={query}>
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
                    {s.sort ? ` · ${s.sort}` : ""} ·{" "}
                    {s.status === "analysed"
                      ? t("agreements.farmSample.analysedAt", { date: formatDay(s.analysedAt, api.market) })
                      : t("agreements.farmSample.received")}
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
      </PopupBody>
    </Modal>
  );
}
