import "server-only";
import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import type { TFunction } from "@/lib/i18n/instance";
import { MARKETS, type Market } from "@/lib/market";
import { formatDate } from "@/lib/market/format";
import { PdfWriter, pdfResponse } from "@/lib/pdf/document";
import { getAnalysisRequest, getAnalysisResult } from "./analysis-details";

/** The analysis request as a PDF (spec 2 §7 GET /api/pdfhandler/analysis-request), with its results once entered. */
export async function renderAnalysisPdf(db: DbOrTx, opts: { actor: Actor; market: Market; t: TFunction; id: number }): Promise<Response> {
  const { t, market } = opts;
  const d = await getAnalysisRequest(db, { actor: opts.actor, id: opts.id });
  const result = await getAnalysisResult(db, { actor: opts.actor, id: opts.id, market });
  const r = d.request;
  const pdf = await PdfWriter.create({
    title: t("analysis.pdf.title", { id: r.id }),
    language: MARKETS[market].locale,
    footer: t("analysis.pdf.footer"),
    pageLabel: t("analysis.pdf.page"),
  });
  pdf.title(t("analysis.pdf.title", { id: r.id }), `${t(`analysis.status.${r.status}`)} · ${formatDate(r.createdAt, market)}`);
  pdf.parties([
    {
      label: t("analysis.pdf.customer"),
      lines: [
        r.name,
        t("analysis.pdf.customerNumber", { number: d.customerNumber }),
        r.address,
        r.postalAddress,
        r.phoneNumber,
        r.mobilePhone ?? "",
        r.email ?? "",
      ],
    },
  ]);
  pdf.fields([
    [t("analysis.fields.Trigger"), t(`analysis.triggers.${r.trigger}`)],
    [t("analysis.fields.Faci"), d.facility],
    [t("analysis.fields.Article"), `${d.article} (${r.itemNumber})`],
    [t("analysis.fields.ItemDescSort"), r.itemDescSort ?? "–"],
    [t("analysis.fields.AnalysisPackage"), d.packageName],
    [t("analysis.fields.Weight"), t("analysis.weightValue", { weight: r.weight })],
  ]);
  if (r.otherInformation) pdf.heading(t("analysis.fields.OtherInformation")).paragraph(r.otherInformation);
  pdf.heading(t("analysis.pdf.results"));
  pdf.table(
    [
      { header: t("analysis.result.analysis"), width: 3 },
      { header: t("analysis.result.value"), width: 1, align: "right" },
      { header: t("analysis.result.unit"), width: 1 },
    ],
    result.Results.map((x) => [x.Name, x.Value === null ? "–" : String(x.Value).replace(".", ","), x.Unit]),
  );
  return pdfResponse(await pdf.save(), `analys-${r.id}.pdf`);
}
