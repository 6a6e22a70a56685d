import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ActionLogsView } from "@/components/account-admin/action-logs-view";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("accountAdmin.actionLogs.title") };
}

/** Staff: the action log by period (spec 3 §2 "Action logs", issue 12 item 12). */
export default async function ActionLogsPage() {
  const actor = await requireActorPage();
  if (!actor.roles.internal) notFound();
  const { t, market } = await getServerT();
  return (
    <div>
      <h1>{t("accountAdmin.actionLogs.title")}</h1>
      <ActionLogsView market={market} />
    </div>
  );
}
