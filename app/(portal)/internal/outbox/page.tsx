import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { listOutbox } from "@/lib/integrations/messaging/list-outbox";
import { formatDateTime } from "@/lib/market/format";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("outbox.title") };
}

/** Staff view of the outbox: e-mail and SMS the portal sent or holds (local integration). */
export default async function OutboxPage() {
  const actor = await requireActorPage();
  if (!actor.roles.internal) notFound();
  const { t, market } = await getServerT();
  const rows = await listOutbox(await getDb());
  return (
    <section aria-labelledby="outbox-title">
      <h1 id="outbox-title">{t("outbox.title")}</h1>
      <p>{t("outbox.intro")}</p>
      {rows.length === 0 ? (
        <p className="alert alert--info">{t("outbox.empty")}</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label={t("outbox.title")}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t("outbox.created")}</th>
                <th scope="col">{t("outbox.kind")}</th>
                <th scope="col">{t("outbox.channel")}</th>
                <th scope="col">{t("outbox.recipient")}</th>
                <th scope="col">{t("outbox.subject")}</th>
                <th scope="col">{t("outbox.status")}</th>
                <th scope="col">{t("outbox.sendAfter")}</th>
                <th scope="col">{t("outbox.sentAt")}</th>
                <th scope="col">{t("outbox.body")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.id} data-outbox-id={m.id}>
                  <td>{formatDateTime(m.createdAt, market)}</td>
                  <td>{t(`outbox.kinds.${m.kind}`, { defaultValue: m.kind })}</td>
                  <td>{m.channel}</td>
                  <td>{m.recipient}</td>
                  <td>{m.subject}</td>
                  <td>{t(`outbox.statuses.${m.status}`, { defaultValue: m.status })}</td>
                  <td>{formatDateTime(m.sendAfter, market)}</td>
                  <td>{m.sentAt ? formatDateTime(m.sentAt, market) : ""}</td>
                  <td><pre>{m.body}</pre></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
