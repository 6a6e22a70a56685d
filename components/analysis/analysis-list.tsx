"use client";

/**
 * The analysis list (spec 2 §2 "analysis list with a result modal"): each request with its state;
 * "Visa resultat" opens a modal with GET /api/analysis-request/get-analysis-result/{id}, and each
 * request opens as PDF. Staff (lab desk) get a form per request to enter its results.
 */
import "./analysis.css";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { QueryState } from "@/components/providers/query-state";
import { Modal } from "@/components/ui/lazy-modal";
import { SimpleTable } from "@/components/ui/simple-table";
import { areaKey, useApiQuery } from "@/lib/client/query";
import type { TAnalysisResult } from "@/lib/analysis/schemas";
import { formatDate } from "@/lib/market/format";
import type { Market } from "@/lib/market";
import { AnalysisResultList } from "./analysis-result-list";
import { EnterResults } from "./enter-results";

export interface AnalysisRow {
  id: number;
  customerNumber: string;
  customerName: string;
  createdAt: string;
  status: string;
  article: string | null;
  itemNumber: string;
  packageName: string;
  facility: string | null;
}

function ResultModal({ id, onClose, staff }: { id: number; onClose: () => void; staff: boolean }) {
  const { t } = useTranslation();
  const query = useApiQuery<TAnalysisResult>(areaKey("analysis", "result", id), `/api/analysis-request/get-analysis-result/${id}`, null, {
    method: "GET",
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t("analysis.result.title", { id })}
      size="wide"
      footer={
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t("analysis.result.close")}
        </button>
      }
    >
      <QueryState query={query} errorText="analysis.result.failed">
        {(r) => (
          <>
            <p>{r.StatusText}</p>
            {staff ? <EnterResults result={r} /> : <AnalysisResultList results={r.Results} />}
            <p>
              <a href={`/api/pdfhandler/analysis-request?analysisId=${id}`} target="_blank" rel="noopener">
                {t("analysis.pdf.open")}
              </a>
            </p>
          </>
        )}
      </QueryState>
    </Modal>
  );
}

export function AnalysisList({ rows, market, staff = false }: { rows: AnalysisRow[]; market: Market; staff?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <SimpleTable
        caption={t("analysis.listTitle")}
        rows={rows}
        getRowId={(r) => String(r.id)}
        rowData={(r) => ({ "data-analysis-id": r.id })}
        emptyText={t("analysis.list.empty")}
        stacked
        columns={[
          { id: "id", header: t("analysis.list.id"), cell: (r) => r.id, rowHeader: true },
          { id: "date", header: t("analysis.list.date"), cell: (r) => formatDate(r.createdAt, market) },
          ...(staff
            ? [{ id: "customer", header: t("analysis.list.customer"), cell: (r: AnalysisRow) => `${r.customerNumber} ${r.customerName}` }]
            : []),
          { id: "article", header: t("analysis.list.article"), cell: (r) => r.article ?? r.itemNumber },
          { id: "package", header: t("analysis.list.package"), cell: (r) => r.packageName },
          { id: "facility", header: t("analysis.list.facility"), cell: (r) => r.facility ?? "" },
          { id: "status", header: t("analysis.list.status"), cell: (r) => t(`analysis.status.${r.status}`) },
          {
            id: "actions",
            header: "",
            label: false,
            cell: (r) => (
              <button type="button" className="btn btn--secondary" onClick={() => setOpen(r.id)}>
                {staff ? t("analysis.list.enterResults") : t("analysis.list.showResult")}
              </button>
            ),
          },
        ]}
      />
      {open !== null ? <ResultModal id={open} staff={staff} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
