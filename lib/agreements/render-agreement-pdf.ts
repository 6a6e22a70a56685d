import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import type { TFunction } from "@/lib/i18n/instance";
import { getErp, type ErpAgreements } from "@/lib/integrations/erp";
import { MARKETS, type Market } from "@/lib/market";
import { formatDateTime } from "@/lib/market/format";
import { PdfWriter } from "@/lib/pdf/document";
import { requireAgreement } from "./access";
import { formatDay, formatMoney, formatNumber, unitKey } from "./format";

/** "2 150 kr/ton", "232 €/t" */
export function pricePer(t: TFunction, market: Market, price: number | null, currency: string, unit: string): string {
  if (price === null) return t("agreements.pdf.priceLater");
  return t("agreements.units.pricePer", {
    price: formatMoney(price, market),
    currency: t(`agreements.currency.${currency}`),
    unit: t(`agreements.units.${unitKey(unit)}`),
  });
}

export function quantityIn(t: TFunction, market: Market, value: number, unit: string): string {
  return t("agreements.units.quantity", { value: formatNumber(value, market), unit: t(`agreements.units.${unitKey(unit)}`) });
}

/**
 * The agreement as a PDF (POST /api/agreementpdf/ViewAgreement: transid, agreementnumber): the
 * parties, the agreement's terms and figures, its lines (and price hedgings or connected
 * agreements), the general terms of its kind and the signatures, in the request market's
 * language. The agreement must belong to a customer the actor may use and `transId` must be its
 * document id (403 otherwise). Internal-only fields are never printed.
 */
export async function renderAgreementPdf(
  db: DbOrTx,
  opts: { actor: Actor; agreementNumber: string; transId: string; t: TFunction; market: Market; erp?: ErpAgreements },
): Promise<{ bytes: Uint8Array<ArrayBuffer>; filename: string }> {
  const { t, market } = opts;
  const erp = opts.erp ?? getErp(db);
  const a = await requireAgreement(db, erp, opts.actor, opts.agreementNumber);
  if (a.transId !== opts.transId) throw new AppError("FORBIDDEN", "agreements.errors.forbidden");
  const [[customer], lines, hedgings, connected] = await Promise.all([
    db
      .select({
        name: customers.name,
        org: customers.organisationNumber,
        address: customers.address,
        zip: customers.zipCode,
        city: customers.city,
      })
      .from(customers)
      .where(eq(customers.customerNumber, a.customerNumber))
      .limit(1),
    erp.listAgreementLines([a.agreementNumber]),
    a.counts.priceHedgings > 0 ? erp.listPriceHedgings(a.agreementNumber) : Promise.resolve([]),
    a.counts.connected > 0 ? erp.listAgreements({ customerNumber: a.customerNumber, connectedTo: a.agreementNumber }) : Promise.resolve([]),
  ]);
  const typeLabel = t(`agreements.types.${a.agreementType}`);
  const ton = (v: number) => quantityIn(t, market, v, "ton");

  const pdf = await PdfWriter.create({
    title: t("agreements.pdf.title", { number: a.agreementNumber }),
    subject: typeLabel,
    language: MARKETS[market].locale,
    footer: t("agreements.pdf.footer"),
    pageLabel: t("agreements.pdf.page"),
  });
  pdf.title(t("agreements.pdf.title", { number: a.agreementNumber }), `${typeLabel} · ${t(`agreements.status.${a.status}`)}`);
  pdf.parties([
    {
      label: t("agreements.pdf.customer"),
      lines: [
        customer?.name ?? a.customerName,
        t("agreements.pdf.customerNumber", { number: a.customerNumber }),
        customer?.org ? t("agreements.pdf.orgNumber", { number: customer.org }) : "",
        customer?.address ?? "",
        [customer?.zip, customer?.city].filter(Boolean).join(" "),
      ],
    },
    {
      label: t("agreements.pdf.cooperativeLabel"),
      lines: [
        t("agreements.pdf.cooperative"),
        t("agreements.pdf.cooperativeAddress"),
        a.handlerName ? t("agreements.pdf.handler", { name: a.handlerName }) : "",
      ],
    },
  ]);

  pdf.heading(t("agreements.pdf.terms"));
  const fields: [string, string][] = [
    [t("agreements.fields.agreementNumber"), a.agreementNumber],
    [t("agreements.fields.agreementType"), typeLabel],
    [t("agreements.fields.validity"), `${formatDay(a.validFrom, market)} – ${formatDay(a.validTo, market)}`],
    [a.harvestYear ? t("agreements.fields.harvestYear") : t("agreements.fields.year"), String(a.harvestYear ?? a.year)],
    [t("agreements.fields.totalQuantity"), ton(a.totalQuantity)],
    [t("agreements.fields.acceptedQuantity"), ton(a.acceptedQuantity)],
    [t("agreements.fields.price"), pricePer(t, market, a.price, a.currency, a.unit)],
  ];
  if (a.priceAreaName) fields.push([t("agreements.fields.priceArea"), a.priceAreaName]);
  if (a.warehouse) fields.push([t("agreements.fields.warehouse"), a.warehouse]);
  if (a.deliveryMode) fields.push([t("agreements.fields.deliveryMode"), t(`agreements.deliveryModes.${a.deliveryMode}`)]);
  if (a.connectedToAgreementNumber) fields.push([t("agreements.fields.connectedTo"), a.connectedToAgreementNumber]);
  if (a.description) fields.push([t("agreements.fields.description"), a.description]);
  pdf.fields(fields, 2);

  pdf.heading(t("agreements.pdf.lines"));
  pdf.table(
    [
      { header: t("agreements.fields.itemNumber"), width: 1.1 },
      { header: t("agreements.fields.article"), width: 3 },
      { header: t("agreements.fields.sort"), width: 1.4 },
      { header: t("agreements.fields.quantity"), width: 1.4, align: "right" },
      { header: t("agreements.fields.delivered"), width: 1.4, align: "right" },
      { header: t("agreements.fields.price"), width: 1.8, align: "right" },
      { header: t("agreements.fields.deliveryPeriod"), width: 2 },
    ],
    lines.map((l) => [
      l.itemNumber,
      l.itemName,
      l.sort ?? "",
      quantityIn(t, market, l.quantity, l.unit),
      quantityIn(t, market, l.deliveredQuantity, l.unit),
      pricePer(t, market, l.price ?? a.price, a.currency, l.unit),
      l.deliveryPeriod ?? "",
    ]),
  );

  if (hedgings.length) {
    pdf.heading(t("agreements.hedging.title"));
    pdf.table(
      [
        { header: t("agreements.hedging.number"), width: 1.2 },
        { header: t("agreements.hedging.date"), width: 1.3 },
        { header: t("agreements.hedging.period"), width: 1.8 },
        { header: t("agreements.fields.quantity"), width: 1.3, align: "right" },
        { header: t("agreements.fields.price"), width: 1.6, align: "right" },
        { header: t("agreements.hedging.status"), width: 1.2 },
      ],
      hedgings.map((h) => [
        h.hedgeNumber,
        formatDay(h.hedgedAt, market),
        h.pricePeriod,
        ton(h.quantity),
        pricePer(t, market, h.price, h.currency, "ton"),
        t(`agreements.hedging.statuses.${h.status}`),
      ]),
    );
  }

  if (connected.length) {
    pdf.heading(t("agreements.seed.connectedTitle"));
    pdf.table(
      [
        { header: t("agreements.fields.agreementNumber"), width: 1.3 },
        { header: t("agreements.fields.agreementType"), width: 2.4 },
        { header: t("agreements.fields.totalQuantity"), width: 1.4, align: "right" },
        { header: t("agreements.fields.price"), width: 1.6, align: "right" },
      ],
      connected.map((c) => [
        c.agreementNumber,
        t(`agreements.types.${c.agreementType}`),
        ton(c.totalQuantity),
        pricePer(t, market, c.price, c.currency, c.unit),
      ]),
    );
  }

  pdf.heading(t("agreements.pdf.generalTerms"));
  pdf.paragraph(t(`agreements.pdf.termsText.${a.kind}`));
  pdf.paragraph(t("agreements.pdf.termsText.common"), { muted: true });

  pdf.signatures([
    {
      label: t("agreements.pdf.signedCustomer"),
      value: a.signedAt ? `${a.signedBy ?? ""} ${formatDateTime(a.signedAt, market)}`.trim() : t("agreements.pdf.notSigned"),
    },
    { label: t("agreements.pdf.signedCooperative"), value: a.handlerName ?? "" },
  ]);
  return { bytes: await pdf.save(), filename: `${t("agreements.pdf.filename")}-${a.agreementNumber}.pdf` };
}
