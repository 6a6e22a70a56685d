"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { SimpleTable, type SimpleColumn } from "@/components/ui/simple-table";
import { toast } from "@/components/ui/toast";
import { useApiMutation } from "@/lib/client/mutation";

export interface DeadJobRow {
  id: number;
  kind: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** already formatted in the market's format */
  finishedAt: string;
}

/** Staff: dead jobs with their last error, each with "run again" (POST /api/internal-portal/jobs/requeue). */
export function DeadJobs({ rows }: { rows: DeadJobRow[] }) {
  const { t } = useTranslation();
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const { mutateAsync: requeue } = useApiMutation<{ success: true; jobId: number }, { jobId: number }>("/api/internal-portal/jobs/requeue");

  async function runAgain(jobId: number) {
    setBusy(jobId);
    try {
      await requeue({ jobId });
      toast.success(t("outbox.jobs.requeued"));
      router.refresh();
    } catch {
      toast.warning(t("outbox.jobs.failed"));
    } finally {
      setBusy(null);
    }
  }

  const columns: SimpleColumn<DeadJobRow>[] = [
    { id: "finishedAt", header: t("outbox.jobs.finishedAt"), cell: (j) => j.finishedAt },
    { id: "kind", header: t("outbox.jobs.kind"), cell: (j) => t(`outbox.jobs.kinds.${j.kind}`, { defaultValue: j.kind }), rowHeader: true },
    { id: "attempts", header: t("outbox.jobs.attempts"), cell: (j) => `${j.attempts}/${j.maxAttempts}`, align: "end" },
    { id: "lastError", header: t("outbox.jobs.lastError"), cell: (j) => <pre>{j.lastError}</pre> },
    {
      id: "runAgain",
      header: <span className="visually-hidden">{t("outbox.jobs.runAgain")}</span>,
      cell: (j) => (
        <button
          type="button"
          className="button"
          disabled={busy === j.id}
          aria-label={t("outbox.jobs.runAgainLabel", { id: j.id })}
          onClick={() => void runAgain(j.id)}
        >
          {t("outbox.jobs.runAgain")}
        </button>
      ),
    },
  ];
  return (
    <SimpleTable
      caption={t("outbox.jobs.deadTitle")}
      columns={columns}
      rows={rows}
      getRowId={(j) => String(j.id)}
      emptyText={t("outbox.jobs.noDead")}
      scrollLabel={t("outbox.jobs.deadTitle")}
    />
  );
}
