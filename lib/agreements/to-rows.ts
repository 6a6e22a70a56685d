/**
 * ERP records → reply rows. Internal-only fields are copied only when `internal` is true (the
 * caller decided with showsInternalFields).
 */
import type { ErpAgreement, ErpAgreementLine, ErpAnalysisValue, ErpWeighIn } from "@/lib/integrations/erp";
import { STATUS_ORDER } from "./format";
import type { TAgreementLine, TAgreementRow, TAnalysisResult, TWeighIn } from "./schemas";

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function toAgreementRow(a: ErpAgreement, internal: boolean): TAgreementRow {
  return {
    agreementNumber: a.agreementNumber,
    transId: a.transId,
    customerNumber: a.customerNumber,
    kind: a.kind,
    agreementType: a.agreementType,
    status: a.status,
    year: a.year,
    harvestYear: a.harvestYear,
    validFrom: a.validFrom,
    validTo: a.validTo,
    itemNumber: a.mainItemNumber,
    itemName: a.mainItemName,
    description: a.description,
    acceptedQuantity: a.acceptedQuantity,
    TotalQuantity: a.totalQuantity,
    remainingQuantity: round3(Math.max(0, a.totalQuantity - a.acceptedQuantity)),
    unit: a.unit,
    price: a.price,
    currency: a.currency,
    priceArea: a.priceAreaName,
    warehouse: a.warehouse,
    deliveryMode: a.deliveryMode,
    handlerName: a.handlerName,
    connectedToAgreementNumber: a.connectedToAgreementNumber,
    connectedCount: a.counts.connected,
    signedAt: a.signedAt ? a.signedAt.toISOString() : null,
    signedBy: a.signedBy,
    hasFarmSamples: a.counts.farmSamples > 0,
    hasPriceHedgings: a.counts.priceHedgings > 0,
    hasWeighIns: a.counts.weighIns > 0,
    ...(internal ? { internal: { note: a.internalNote, margin: a.internalMargin } } : {}),
  };
}

/** open first, then current, then inactive; newest year first; then by number. */
export function byStatusAndYear(a: ErpAgreement, b: ErpAgreement): number {
  return (
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    b.year - a.year ||
    b.validFrom.localeCompare(a.validFrom) ||
    a.agreementNumber.localeCompare(b.agreementNumber)
  );
}

/** A line, optionally with ton quantities given in kg (feed articles' `unit`). */
export function toLine(l: ErpAgreementLine, unit?: "ton" | "kg"): TAgreementLine {
  const factor = unit === "kg" && l.unit === "ton" ? 1000 : unit === "ton" && l.unit === "kg" ? 0.001 : 1;
  const converted = factor !== 1;
  return {
    lineNumber: l.lineNumber,
    itemNumber: l.itemNumber,
    itemName: l.itemName,
    sort: l.sort,
    quantity: round3(l.quantity * factor),
    deliveredQuantity: round3(l.deliveredQuantity * factor),
    remainingQuantity: round3(Math.max(0, l.quantity - l.deliveredQuantity) * factor),
    unit: converted ? unit! : l.unit,
    price: l.price === null ? null : converted ? Math.round((l.price / factor) * 10000) / 10000 : l.price,
    discountPerUnit: converted ? Math.round((l.discountPerUnit / factor) * 10000) / 10000 : l.discountPerUnit,
    termSupplement: converted ? Math.round((l.termSupplement / factor) * 10000) / 10000 : l.termSupplement,
    deliveryPeriod: l.deliveryPeriod,
    warehouse: l.warehouse,
  };
}

export function deliveryNoteUrl(
  w: Pick<ErpWeighIn, "orderNumber" | "fabricId" | "rowNumber">,
  opts: { row?: boolean } = { row: true },
): string {
  const q = new URLSearchParams({ orderNumber: w.orderNumber, fabricId: w.fabricId });
  if (opts.row !== false) q.set("rowNumber", String(w.rowNumber));
  return `/api/delivery-note/get-deliverynote-pdf?${q.toString()}`;
}

export function toWeighInRow(w: ErpWeighIn, internal: boolean): TWeighIn {
  return {
    weighInNumber: w.weighInNumber,
    agreementNumber: w.agreementNumber,
    orderNumber: w.orderNumber,
    fabricId: w.fabricId,
    facilityName: w.facilityName,
    rowNumber: w.rowNumber,
    weighedAt: w.weighedAt.toISOString(),
    date: w.date,
    itemNumber: w.itemNumber,
    itemName: w.itemName,
    sort: w.sort,
    harvestYear: w.harvestYear,
    vehicleRegistration: w.vehicleRegistration,
    grossKg: w.grossKg,
    tareKg: w.tareKg,
    netKg: w.netKg,
    settledKg: w.settledKg,
    moisture: w.moisture,
    protein: w.protein,
    hectolitreWeight: w.hectolitreWeight,
    fallingNumber: w.fallingNumber,
    deliveryNoteUrl: deliveryNoteUrl(w),
    ...(internal ? { internal: { note: w.internalNote } } : {}),
  };
}

/** The main quality values of a weigh-in followed by its other analyses. */
export function weighInResults(w: ErpWeighIn, values: ErpAnalysisValue[]): TAnalysisResult[] {
  const main: TAnalysisResult[] = [];
  if (w.moisture !== null) main.push({ code: "moisture", value: w.moisture, unit: "%" });
  if (w.protein !== null) main.push({ code: "protein", value: w.protein, unit: "%" });
  if (w.hectolitreWeight !== null) main.push({ code: "hectolitreWeight", value: w.hectolitreWeight, unit: "kg/hl" });
  if (w.fallingNumber !== null) main.push({ code: "fallingNumber", value: w.fallingNumber, unit: "s" });
  const seen = new Set(main.map((r) => r.code));
  return [...main, ...values.filter((v) => !seen.has(v.code))];
}
