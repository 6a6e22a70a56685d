import "server-only";
import type { Metadata } from "next";
import { NavLink } from "@/components/shell/nav-link";
import { getDb } from "@/db";
import { AnalysisList } from "@/components/analysis/analysis-list";
import { isAppError } from "@/lib/api/errors";
import { requireActorPage } from "@/lib/auth/current";
import { listAnalysisRequests } from "@/lib/analysis/analysis-details";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("analysis.listTitle") };
}

/** The analysis list of the customer in play, with the result modal (spec 2 §2). */
export default async function AnalysisListPage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  let rows = null;
  try {
    rows = (await listAnalysisRequests(await getDb(), { actor, market })).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  } catch (e) {
    if (!isAppError(e) || e.code !== "FORBIDDEN") throw e;
  }
  return (
    <div>
      <h1>{t("analysis.listTitle")}</h1>
      <p>
        <NavLink href="/mitt-foretag/analysbestallning">{t("analysis.newLink")}</NavLink>
      </p>
      {rows ? <AnalysisList rows={rows} market={market} /> : <p className="alert alert--info">{t("analysis.noCustomer")}</p>}
    </div>
  );
}
