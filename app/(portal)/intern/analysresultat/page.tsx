import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { AnalysisList } from "@/components/analysis/analysis-list";
import { requireActorPage } from "@/lib/auth/current";
import { listAnalysisRequests } from "@/lib/analysis/analysis-details";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("analysis.staffTitle") };
}

/** Staff (lab desk): every analysis request of the market; results are entered in the modal. */
export default async function AnalysisResultsStaffPage() {
  const actor = await requireActorPage();
  if (!actor.roles.internal) notFound();
  const { t, market } = await getServerT();
  const rows = (await listAnalysisRequests(await getDb(), { actor, market, all: true })).map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
  }));
  return (
    <div>
      <h1>{t("analysis.staffTitle")}</h1>
      <p>{t("analysis.staffIntro")}</p>
      <AnalysisList rows={rows} market={market} staff />
    </div>
  );
}
