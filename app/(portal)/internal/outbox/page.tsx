import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { DeadJobs } from "@/components/jobs/dead-jobs";
import { SimpleTable } from "@/components/ui/simple-table";
import { listOutbox } from "@/lib/integrations/messaging/list-outbox";
import { jobOverview } from "@/lib/jobs/list-jobs";
import { formatDateTime } from "@/lib/market/format";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("outbox.title") };
}

/**
 * Staff view of the outbox: e-mail and SMS the portal sent or holds (local integration), and the
 * job queue behind it (decision 025): counts, dead jobs with their last error, "run again".
 */
export default async function OutboxPage() {
  const actor = await requireActorPage();
  if (!actor.roles.internal) notFound();
  const { t, market } = await getServerT();
  const db = await getDb();
  const rows = await listOutbox(db, { redacted: t("outbox.redacted") });
  const jobs = await jobOverview(db);
  const deadRows = jobs.deadJobs.map((j) => ({
    id: j.id,
    kind: j.kind,
    attempts: j.attempts,
    maxAttempts: j.maxAttempts,
    lastError: j.lastError,
    finishedAt: j.finishedAt ? formatDateTime(j.finishedAt, market) : "",
  }));
  return (
    <>
      <section aria-labelledby="outbox-title">
        <h1 id="outbox-title">{t("outbox.title")}</h1>
        <p>{t("outbox.intro")}</p>
        {rows.length === 0 ? (
          <p className="alert alert--info">{t("outbox.empty")}</p>
        ) : (
          <SimpleTable
            caption={t("outbox.title")}
            scrollLabel={t("outbox.title")}
            rows={rows}
            getRowId={(m) => String(m.id)}
            rowData={(m) => ({ "data-outbox-id": m.id })}
            columns={[
              { id: "created", header: t("outbox.created"), cell: (m) => formatDateTime(m.createdAt, market) },
              { id: "kind", header: t("outbox.kind"), cell: (m) => t(`outbox.kinds.${m.kind}`, { defaultValue: m.kind }) },
              { id: "channel", header: t("outbox.channel"), cell: (m) => m.channel },
              { id: "recipient", header: t("outbox.recipient"), cell: (m) => m.recipient },
              { id: "subject", header: t("outbox.subject"), cell: (m) => m.subject },
              { id: "status", header: t("outbox.status"), cell: (m) => t(`outbox.statuses.${m.status}`, { defaultValue: m.status }) },
              { id: "sendAfter", header: t("outbox.sendAfter"), cell: (m) => formatDateTime(m.sendAfter, market) },
              { id: "sentAt", header: t("outbox.sentAt"), cell: (m) => (m.sentAt ? formatDateTime(m.sentAt, market) : "") },
              { id: "body", header: t("outbox.body"), cell: (m) => <pre>{m.body}</pre> },
            ]}
          />
        )}
      </section>
      <section aria-labelledby="jobs-title">
        <h2 id="jobs-title">{t("outbox.jobs.title")}</h2>
        <p data-testid="job-counts">{t("outbox.jobs.counts", { queued: jobs.queued, running: jobs.running, dead: jobs.dead })}</p>
        <h3>{t("outbox.jobs.deadTitle")}</h3>
        <DeadJobs rows={deadRows} />
      </section>
    </>
  );
}
