import "server-only";
import type { Metadata } from "next";
import { NavLink } from "@/components/shell/nav-link";
import { getDb } from "@/db";
import { AnalysisForm } from "@/components/analysis/analysis-form";
import { requireActorPage } from "@/lib/auth/current";
import { getCompanyInfo, listAnalysisFacilities } from "@/lib/analysis/queries";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("analysis.title") };
}

/** The analysis request form (spec 2 §2): the customer in play prefilled; staff search the customer. */
export default async function AnalysisRequestPage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const db = await getDb();
  const staff = actor.roles.internal;
  const customer = actor.activeCustomerNumber;
  const [facilities, company] = await Promise.all([
    listAnalysisFacilities(db, market),
    customer ? getCompanyInfo(db, { actor, customer }).catch(() => null) : Promise.resolve(null),
  ]);
  return (
    <div>
      <h1>{t("analysis.title")}</h1>
      <p>{t("analysis.intro")}</p>
      <p>
        <NavLink href="/mitt-foretag/analysbestallning/lista">{t("analysis.listLink")}</NavLink>
      </p>
      {company || staff ? (
        <AnalysisForm facilities={facilities} company={company} staff={staff} />
      ) : (
        <p className="alert alert--info">{t("analysis.noCustomer")}</p>
      )}
    </div>
  );
}
