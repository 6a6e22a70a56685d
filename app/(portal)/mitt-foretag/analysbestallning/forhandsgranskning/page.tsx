import "server-only";
import type { Metadata } from "next";
import { NavLink } from "@/components/shell/nav-link";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { AnalysisResultList } from "@/components/analysis/analysis-result-list";
import { isAppError } from "@/lib/api/errors";
import { requireActorPage } from "@/lib/auth/current";
import { getAnalysisRequest, getAnalysisResult } from "@/lib/analysis/analysis-details";
import { getServerT } from "@/lib/i18n/server";
import { formatDate } from "@/lib/market/format";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("analysis.previewTitle") };
}

/** The analysis preview (spec 2 §2: ?analysisId=&articleNo=): the saved request, its analyses and the PDF. */
export default async function AnalysisPreviewPage({
  searchParams,
}: {
  searchParams: Promise<{ analysisId?: string; articleNo?: string }>;
}) {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const { analysisId, articleNo } = await searchParams;
  if (!analysisId || !/^[1-9]\d{0,8}$/.test(analysisId)) notFound();
  const db = await getDb();
  const id = Number(analysisId);
  let data;
  try {
    data = await Promise.all([getAnalysisRequest(db, { actor, id }), getAnalysisResult(db, { actor, id, market })]);
  } catch (e) {
    if (isAppError(e) && (e.code === "NOT_FOUND" || e.code === "FORBIDDEN")) notFound();
    throw e;
  }
  const [d, result] = data;
  const r = d.request;
  if (articleNo && articleNo !== r.itemNumber) notFound();
  const rows: [string, string][] = [
    [t("analysis.fields.Trigger"), t(`analysis.triggers.${r.trigger}`)],
    [t("analysis.fields.Faci"), d.facility],
    [t("analysis.fields.Article"), `${d.article} (${r.itemNumber})`],
    [t("analysis.fields.ItemDescSort"), r.itemDescSort ?? "–"],
    [t("analysis.fields.AnalysisPackage"), d.packageName],
    [t("analysis.fields.Weight"), t("analysis.weightValue", { weight: String(r.weight).replace(".", ",") })],
    [t("analysis.fields.CustomerNumber"), d.customerNumber],
    [t("analysis.fields.Name"), r.name],
    [t("analysis.fields.Address"), `${r.address}, ${r.postalAddress}`],
    [t("analysis.fields.PhoneNumber"), r.phoneNumber],
    [t("analysis.fields.Email"), r.email ?? "–"],
    [t("analysis.fields.OtherInformation"), r.otherInformation ?? "–"],
    [t("analysis.list.status"), `${t(`analysis.status.${r.status}`)} (${formatDate(r.createdAt, market)})`],
  ];
  return (
    <div>
      <h1>{t("analysis.previewTitle")}</h1>
      <p className="alert alert--success" role="status">
        {t("analysis.saved", { id: r.id })}
      </p>
      <dl className="analysis-preview">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h2>{t("analysis.packageContent")}</h2>
      <AnalysisResultList results={result.Results} />
      <p>
        <a className="btn" href={`/api/pdfhandler/analysis-request?analysisId=${r.id}`} target="_blank" rel="noopener">
          {t("analysis.pdf.open")}
        </a>{" "}
        <NavLink className="btn btn--secondary" href="/mitt-foretag/analysbestallning/lista">
          {t("analysis.listLink")}
        </NavLink>
      </p>
    </div>
  );
}
