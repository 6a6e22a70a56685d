import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { canAccessCustomer } from "@/lib/auth/access";
import type { TFunction } from "@/lib/i18n/instance";
import { getErp, type ErpAgreements } from "@/lib/integrations/erp";
import { MARKETS, type Market } from "@/lib/market";
import { formatDateTime } from "@/lib/market/format";
import { PdfWriter } from "@/lib/pdf/document";
import { formatNumber } from "./format";

const opt = (v: number | null, market: Market, decimals = 1) => (v === null ? "" : formatNumber(v, market, decimals));

/**
 * A delivery note (följesedel) as a PDF (GET /api/delivery-note/get-deliverynote-pdf: orderNumber,
 * fabricId and, for one row, rowNumber): its weigh-in rows with weights and quality values, in
 * the request market's language. Every row must belong to a customer the actor may use; a note
 * that does not exist is refused the same way (403).
 */
export async function renderDeliveryNotePdf(
  db: DbOrTx,
  opts: { actor: Actor; orderNumber: string; fabricId: string; rowNumber?: number; t: TFunction; market: Market; erp?: ErpAgreements },
): Promise<{ bytes: Uint8Array<ArrayBuffer>; filename: string }> {
  const { t, market } = opts;
  const erp = opts.erp ?? getErp(db);
  const rows = await erp.listWeighIns({
    orderNumber: opts.orderNumber,
    fabricId: opts.fabricId,
    ...(opts.rowNumber !== undefined ? { rowNumber: opts.rowNumber } : {}),
  });
  const [first] = rows;
  if (!first) throw new AppError("FORBIDDEN", "agreements.errors.forbidden");
  for (const number of new Set(rows.map((r) => r.customerNumber))) {
    if (!(await canAccessCustomer(db, opts.actor, number))) throw new AppError("FORBIDDEN", "agreements.errors.forbidden");
  }
  const [customer] = await db
    .select({
      name: customers.name,
      org: customers.organisationNumber,
      address: customers.address,
      zip: customers.zipCode,
      city: customers.city,
    })
    .from(customers)
    .where(eq(customers.customerNumber, first.customerNumber))
    .limit(1);
  const kg = (v: number | null) =>
    v === null ? "" : t("agreements.units.quantity", { value: formatNumber(v, market, 0), unit: t("agreements.units.kg") });

  const title = t("agreements.deliveryNote.title", { number: first.orderNumber });
  const pdf = await PdfWriter.create({
    title,
    language: MARKETS[market].locale,
    footer: t("agreements.pdf.footer"),
    pageLabel: t("agreements.pdf.page"),
  });
  pdf.title(title, `${first.facilityName} (${first.fabricId})`);
  pdf.parties([
    {
      label: t("agreements.pdf.customer"),
      lines: [
        customer?.name ?? "",
        t("agreements.pdf.customerNumber", { number: first.customerNumber }),
        customer?.address ?? "",
        [customer?.zip, customer?.city].filter(Boolean).join(" "),
      ],
    },
    {
      label: t("agreements.deliveryNote.facility"),
      lines: [first.facilityName, t("agreements.deliveryNote.facilityId", { id: first.fabricId }), t("agreements.pdf.cooperative")],
    },
  ]);
  const fields: [string, string][] = [
    [t("agreements.weighIn.orderNumber"), first.orderNumber],
    [t("agreements.weighIn.date"), formatDateTime(first.weighedAt, market)],
    [t("agreements.fields.article"), `${first.itemNumber} ${first.itemName}`],
    [t("agreements.fields.sort"), first.sort ?? "–"],
  ];
  if (first.agreementNumber) fields.push([t("agreements.fields.agreementNumber"), first.agreementNumber]);
  if (first.harvestYear) fields.push([t("agreements.fields.harvestYear"), String(first.harvestYear)]);
  pdf.fields(fields, 2);

  pdf.heading(t("agreements.deliveryNote.rows"));
  pdf.table(
    [
      { header: t("agreements.weighIn.row"), width: 0.6, align: "right" },
      { header: t("agreements.weighIn.number"), width: 1.3 },
      { header: t("agreements.weighIn.time"), width: 1.6 },
      { header: t("agreements.weighIn.vehicle"), width: 1.1 },
      { header: t("agreements.weighIn.gross"), width: 1.3, align: "right" },
      { header: t("agreements.weighIn.tare"), width: 1.3, align: "right" },
      { header: t("agreements.weighIn.net"), width: 1.3, align: "right" },
      { header: t("agreements.weighIn.settled"), width: 1.3, align: "right" },
    ],
    rows.map((r) => [
      String(r.rowNumber),
      r.weighInNumber,
      formatDateTime(r.weighedAt, market),
      r.vehicleRegistration ?? "",
      kg(r.grossKg),
      kg(r.tareKg),
      kg(r.netKg),
      kg(r.settledKg),
    ]),
    {
      totals: [
        "",
        t("agreements.deliveryNote.total"),
        "",
        "",
        kg(rows.reduce((s, r) => s + r.grossKg, 0)),
        kg(rows.reduce((s, r) => s + r.tareKg, 0)),
        kg(rows.reduce((s, r) => s + r.netKg, 0)),
        kg(rows.reduce((s, r) => s + (r.settledKg ?? r.netKg), 0)),
      ],
    },
  );

  pdf.heading(t("agreements.deliveryNote.quality"));
  pdf.table(
    [
      { header: t("agreements.weighIn.row"), width: 0.6, align: "right" },
      { header: t("agreements.analysis.moisture"), width: 1.4, align: "right" },
      { header: t("agreements.analysis.protein"), width: 1.4, align: "right" },
      { header: t("agreements.analysis.hectolitreWeight"), width: 1.6, align: "right" },
      { header: t("agreements.analysis.fallingNumber"), width: 1.4, align: "right" },
    ],
    rows.map((r) => [
      String(r.rowNumber),
      opt(r.moisture, market),
      opt(r.protein, market),
      opt(r.hectolitreWeight, market),
      opt(r.fallingNumber, market, 0),
    ]),
  );
  pdf.paragraph(t("agreements.deliveryNote.note"), { muted: true });
  const rowPart = opts.rowNumber !== undefined ? `-${opts.rowNumber}` : "";
  return { bytes: await pdf.save(), filename: `${t("agreements.deliveryNote.filename")}-${first.orderNumber}${rowPart}.pdf` };
}
