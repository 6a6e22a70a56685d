/**
 * The local ERP: agreement data from our own tables. Every query is by the ERP's numbers; the
 * caller (lib/agreements) scopes by customer.
 */
import "server-only";
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db";
import {
  agreementLines,
  agreements,
  analysisValues,
  articles,
  customers,
  farmSamples,
  forageAnalyses,
  priceAreas,
  priceHedgings,
  weighIns,
} from "@/db/schema";
import type { AgreementQuery, ErpAgreement, ErpAgreements, ErpAnalysisValue, ErpForageAnalysis, ErpWeighIn, WeighInQuery } from "./types";

const parentAgreement = alias(agreements, "parent_agreement");

/** The weighing day in the market's time zone. */
const weighInDate = sql<string>`to_char((${weighIns.weighedAt} at time zone (case when ${weighIns.market} = 'fi' then 'Europe/Helsinki' else 'Europe/Stockholm' end))::date, 'YYYY-MM-DD')`;

const countOf = (table: string) =>
  sql<number>`(select count(*) from ${sql.raw(table)} x where x.agreement_id = ${agreements.id})`.mapWith(Number);

const agreementColumns = {
  agreementNumber: agreements.agreementNumber,
  transId: agreements.transId,
  customerNumber: customers.customerNumber,
  customerName: customers.name,
  market: customers.market,
  kind: agreements.kind,
  agreementType: agreements.agreementType,
  status: agreements.status,
  year: agreements.year,
  harvestYear: agreements.harvestYear,
  validFrom: agreements.validFrom,
  validTo: agreements.validTo,
  totalQuantity: agreements.totalQuantity,
  acceptedQuantity: agreements.acceptedQuantity,
  unit: agreements.unit,
  price: agreements.price,
  currency: agreements.currency,
  priceAreaName: priceAreas.name,
  warehouse: agreements.warehouse,
  deliveryMode: agreements.deliveryMode,
  description: agreements.description,
  handlerName: agreements.handlerName,
  connectedToAgreementNumber: parentAgreement.agreementNumber,
  signedAt: agreements.signedAt,
  signedBy: agreements.signedBy,
  mainItemNumber: sql<
    string | null
  >`(select l.item_number from agreement_lines l where l.agreement_id = ${agreements.id} order by l.line_number limit 1)`,
  mainItemName: sql<
    string | null
  >`(select a.name from agreement_lines l join articles a on a.market = l.market and a.item_number = l.item_number where l.agreement_id = ${agreements.id} order by l.line_number limit 1)`,
  lineCount: countOf("agreement_lines"),
  farmSampleCount: countOf("farm_samples"),
  priceHedgingCount: countOf("price_hedgings"),
  weighInCount: countOf("weigh_ins"),
  forageAnalysisCount: countOf("forage_analyses"),
  connectedCount: sql<number>`(select count(*) from agreements c where c.connected_to_agreement_id = ${agreements.id})`.mapWith(Number),
  internalNote: agreements.internalNote,
  internalMargin: agreements.internalMargin,
};

type AgreementRow = { [K in keyof typeof agreementColumns]: unknown };

function toAgreement(r: AgreementRow): ErpAgreement {
  const row = r as Record<string, unknown>;
  return {
    agreementNumber: row.agreementNumber as string,
    transId: row.transId as string,
    customerNumber: row.customerNumber as string,
    customerName: row.customerName as string,
    market: row.market === "fi" ? "fi" : "se",
    kind: row.kind as ErpAgreement["kind"],
    agreementType: row.agreementType as string,
    status: row.status as ErpAgreement["status"],
    year: row.year as number,
    harvestYear: (row.harvestYear as number | null) ?? null,
    validFrom: row.validFrom as string,
    validTo: row.validTo as string,
    totalQuantity: Number(row.totalQuantity),
    acceptedQuantity: Number(row.acceptedQuantity),
    unit: row.unit as string,
    price: row.price === null ? null : Number(row.price),
    currency: row.currency === "EUR" ? "EUR" : "SEK",
    priceAreaName: (row.priceAreaName as string | null) ?? null,
    warehouse: (row.warehouse as string | null) ?? null,
    deliveryMode: (row.deliveryMode as string | null) ?? null,
    description: (row.description as string | null) ?? null,
    handlerName: (row.handlerName as string | null) ?? null,
    connectedToAgreementNumber: (row.connectedToAgreementNumber as string | null) ?? null,
    signedAt: (row.signedAt as Date | null) ?? null,
    signedBy: (row.signedBy as string | null) ?? null,
    mainItemNumber: (row.mainItemNumber as string | null) ?? null,
    mainItemName: (row.mainItemName as string | null) ?? null,
    counts: {
      lines: row.lineCount as number,
      farmSamples: row.farmSampleCount as number,
      priceHedgings: row.priceHedgingCount as number,
      weighIns: row.weighInCount as number,
      connected: row.connectedCount as number,
      forageAnalyses: row.forageAnalysisCount as number,
    },
    internalNote: (row.internalNote as string | null) ?? null,
    internalMargin: row.internalMargin === null ? null : Number(row.internalMargin),
  };
}

function agreementSelect(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(agreementColumns)
    .from(agreements)
    .innerJoin(customers, eq(customers.id, agreements.customerId))
    .leftJoin(priceAreas, eq(priceAreas.id, agreements.priceAreaId))
    .leftJoin(parentAgreement, eq(parentAgreement.id, agreements.connectedToAgreementId))
    .where(where)
    .orderBy(desc(agreements.year), desc(agreements.validFrom), asc(agreements.agreementNumber));
}

async function valuesOf(
  db: DbOrTx,
  column: typeof analysisValues.farmSampleId | typeof analysisValues.weighInId | typeof analysisValues.forageAnalysisId,
  ids: number[],
) {
  const out = new Map<number, ErpAnalysisValue[]>();
  if (!ids.length) return out;
  const rows = await db
    .select({ parentId: column, code: analysisValues.code, value: analysisValues.value, unit: analysisValues.unit })
    .from(analysisValues)
    .where(inArray(column, ids))
    .orderBy(asc(analysisValues.sortOrder), asc(analysisValues.id));
  for (const r of rows) {
    const list = out.get(r.parentId!) ?? [];
    list.push({ code: r.code, value: Number(r.value), unit: r.unit });
    out.set(r.parentId!, list);
  }
  return out;
}

const weighInColumns = {
  id: weighIns.id,
  weighInNumber: weighIns.weighInNumber,
  customerNumber: customers.customerNumber,
  agreementNumber: agreements.agreementNumber,
  orderNumber: weighIns.orderNumber,
  fabricId: weighIns.fabricId,
  facilityName: weighIns.facilityName,
  rowNumber: weighIns.rowNumber,
  weighedAt: weighIns.weighedAt,
  date: weighInDate,
  itemNumber: weighIns.itemNumber,
  itemName: articles.name,
  sort: weighIns.sort,
  harvestYear: weighIns.harvestYear,
  vehicleRegistration: weighIns.vehicleRegistration,
  grossKg: weighIns.grossKg,
  tareKg: weighIns.tareKg,
  netKg: weighIns.netKg,
  settledKg: weighIns.settledKg,
  moisture: weighIns.moisture,
  protein: weighIns.protein,
  hectolitreWeight: weighIns.hectolitreWeight,
  fallingNumber: weighIns.fallingNumber,
  internalNote: weighIns.internalNote,
};

function toWeighIn(r: Record<string, unknown>): ErpWeighIn {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    weighInNumber: r.weighInNumber as string,
    customerNumber: r.customerNumber as string,
    agreementNumber: (r.agreementNumber as string | null) ?? null,
    orderNumber: r.orderNumber as string,
    fabricId: r.fabricId as string,
    facilityName: r.facilityName as string,
    rowNumber: r.rowNumber as number,
    weighedAt: r.weighedAt as Date,
    date: r.date as string,
    itemNumber: r.itemNumber as string,
    itemName: r.itemName as string,
    sort: (r.sort as string | null) ?? null,
    harvestYear: (r.harvestYear as number | null) ?? null,
    vehicleRegistration: (r.vehicleRegistration as string | null) ?? null,
    grossKg: r.grossKg as number,
    tareKg: r.tareKg as number,
    netKg: r.netKg as number,
    settledKg: (r.settledKg as number | null) ?? null,
    moisture: num(r.moisture),
    protein: num(r.protein),
    hectolitreWeight: num(r.hectolitreWeight),
    fallingNumber: num(r.fallingNumber),
    internalNote: (r.internalNote as string | null) ?? null,
  };
}

function weighInSelect(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(weighInColumns)
    .from(weighIns)
    .innerJoin(customers, eq(customers.id, weighIns.customerId))
    .innerJoin(articles, and(eq(articles.market, weighIns.market), eq(articles.itemNumber, weighIns.itemNumber)))
    .leftJoin(agreements, eq(agreements.id, weighIns.agreementId))
    .where(where)
    .orderBy(asc(weighIns.weighedAt), asc(weighIns.orderNumber), asc(weighIns.rowNumber));
}

const forageColumns = {
  id: forageAnalyses.id,
  sampleNumber: forageAnalyses.sampleNumber,
  agreementNumber: agreements.agreementNumber,
  harvestYear: forageAnalyses.harvestYear,
  cut: forageAnalyses.cut,
  sampledAt: forageAnalyses.sampledAt,
  description: forageAnalyses.description,
  status: forageAnalyses.status,
  analysedAt: forageAnalyses.analysedAt,
  labNote: forageAnalyses.labNote,
};

async function withForageValues(db: DbOrTx, rows: { id: number }[]): Promise<ErpForageAnalysis[]> {
  const values = await valuesOf(
    db,
    analysisValues.forageAnalysisId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const { id, ...rest } = r as typeof r & Omit<ErpForageAnalysis, "values">;
    return { ...rest, status: rest.status === "received" ? "received" : "analysed", values: values.get(id) ?? [] };
  });
}

export function localErp(db: DbOrTx): ErpAgreements {
  return {
    async listAgreements(q: AgreementQuery) {
      const conds: SQL[] = [eq(customers.customerNumber, q.customerNumber)];
      if (q.kind) conds.push(eq(agreements.kind, q.kind));
      if (q.statuses?.length) conds.push(inArray(agreements.status, [...q.statuses]));
      if (q.year !== undefined) conds.push(eq(agreements.year, q.year));
      if (q.connectedTo === "top") conds.push(isNull(agreements.connectedToAgreementId));
      else if (q.connectedTo) conds.push(eq(parentAgreement.agreementNumber, q.connectedTo));
      const rows = await agreementSelect(db, and(...conds));
      return rows.map(toAgreement);
    },

    async getAgreement(agreementNumber) {
      const [row] = await agreementSelect(db, eq(agreements.agreementNumber, agreementNumber)).limit(1);
      return row ? toAgreement(row) : null;
    },

    async listAgreementYears({ customerNumber, kind }) {
      const rows = await db
        .selectDistinct({ year: agreements.year })
        .from(agreements)
        .innerJoin(customers, eq(customers.id, agreements.customerId))
        .where(and(eq(customers.customerNumber, customerNumber), eq(agreements.kind, kind), isNull(agreements.connectedToAgreementId)))
        .orderBy(desc(agreements.year));
      return rows.map((r) => r.year);
    },

    async listAgreementLines(numbers) {
      if (!numbers.length) return [];
      const rows = await db
        .select({
          agreementNumber: agreements.agreementNumber,
          lineNumber: agreementLines.lineNumber,
          itemNumber: agreementLines.itemNumber,
          itemName: articles.name,
          sort: agreementLines.sort,
          quantity: agreementLines.quantity,
          deliveredQuantity: agreementLines.deliveredQuantity,
          unit: agreementLines.unit,
          price: agreementLines.price,
          discountPerUnit: agreementLines.discountPerUnit,
          termSupplement: agreementLines.termSupplement,
          deliveryPeriod: agreementLines.deliveryPeriod,
          warehouse: agreementLines.warehouse,
        })
        .from(agreementLines)
        .innerJoin(agreements, eq(agreements.id, agreementLines.agreementId))
        .innerJoin(articles, and(eq(articles.market, agreementLines.market), eq(articles.itemNumber, agreementLines.itemNumber)))
        .where(inArray(agreements.agreementNumber, [...numbers]))
        .orderBy(asc(agreements.agreementNumber), asc(agreementLines.lineNumber));
      return rows.map((r) => ({
        ...r,
        quantity: Number(r.quantity),
        deliveredQuantity: Number(r.deliveredQuantity),
        price: r.price === null ? null : Number(r.price),
        discountPerUnit: Number(r.discountPerUnit),
        termSupplement: Number(r.termSupplement),
      }));
    },

    async listDeliveryDays(numbers) {
      if (!numbers.length) return [];
      const rows = await db
        .select({
          agreementNumber: agreements.agreementNumber,
          date: weighInDate,
          sort: weighIns.sort,
          itemName: sql<string>`min(${articles.name})`,
          loads: sql<number>`count(*)`.mapWith(Number),
          netKg: sql<number>`sum(${weighIns.netKg})`.mapWith(Number),
          settledKg: sql<number>`sum(coalesce(${weighIns.settledKg}, ${weighIns.netKg}))`.mapWith(Number),
        })
        .from(weighIns)
        .innerJoin(agreements, eq(agreements.id, weighIns.agreementId))
        .innerJoin(articles, and(eq(articles.market, weighIns.market), eq(articles.itemNumber, weighIns.itemNumber)))
        .where(inArray(agreements.agreementNumber, [...numbers]))
        .groupBy(agreements.agreementNumber, weighInDate, weighIns.sort)
        .orderBy(asc(agreements.agreementNumber), asc(weighInDate), asc(weighIns.sort));
      return rows;
    },

    async listFarmSamples(agreementNumber) {
      const rows = await db
        .select({
          id: farmSamples.id,
          sampleNumber: farmSamples.sampleNumber,
          agreementNumber: agreements.agreementNumber,
          takenAt: farmSamples.takenAt,
          itemNumber: farmSamples.itemNumber,
          itemName: articles.name,
          sort: farmSamples.sort,
          status: farmSamples.status,
          analysedAt: farmSamples.analysedAt,
          labNote: farmSamples.labNote,
        })
        .from(farmSamples)
        .innerJoin(agreements, eq(agreements.id, farmSamples.agreementId))
        .innerJoin(articles, and(eq(articles.market, farmSamples.market), eq(articles.itemNumber, farmSamples.itemNumber)))
        .where(eq(agreements.agreementNumber, agreementNumber))
        .orderBy(asc(farmSamples.takenAt), asc(farmSamples.sampleNumber));
      const values = await valuesOf(
        db,
        analysisValues.farmSampleId,
        rows.map((r) => r.id),
      );
      return rows.map(({ id, ...r }) => ({
        ...r,
        status: r.status === "analysed" ? "analysed" : "received",
        values: values.get(id) ?? [],
      }));
    },

    async listPriceHedgings(agreementNumber) {
      const rows = await db
        .select({
          hedgeNumber: priceHedgings.hedgeNumber,
          agreementNumber: agreements.agreementNumber,
          hedgedAt: priceHedgings.hedgedAt,
          quantity: priceHedgings.quantity,
          price: priceHedgings.price,
          currency: priceHedgings.currency,
          pricePeriod: priceHedgings.pricePeriod,
          status: priceHedgings.status,
          internalMargin: priceHedgings.internalMargin,
        })
        .from(priceHedgings)
        .innerJoin(agreements, eq(agreements.id, priceHedgings.agreementId))
        .where(eq(agreements.agreementNumber, agreementNumber))
        .orderBy(asc(priceHedgings.hedgedAt), asc(priceHedgings.hedgeNumber));
      return rows.map((r) => ({
        ...r,
        quantity: Number(r.quantity),
        price: Number(r.price),
        currency: r.currency === "EUR" ? ("EUR" as const) : ("SEK" as const),
        status: r.status as "active" | "delivered" | "cancelled",
        internalMargin: r.internalMargin === null ? null : Number(r.internalMargin),
      }));
    },

    async listWeighIns(q: WeighInQuery) {
      const conds: SQL[] = [];
      if (q.agreementNumber) conds.push(eq(agreements.agreementNumber, q.agreementNumber));
      if (q.date) conds.push(sql`${weighInDate} = ${q.date}`);
      if (q.sort !== undefined) conds.push(q.sort === null ? isNull(weighIns.sort) : eq(weighIns.sort, q.sort));
      if (q.orderNumber) conds.push(eq(weighIns.orderNumber, q.orderNumber));
      if (q.fabricId) conds.push(eq(weighIns.fabricId, q.fabricId));
      if (q.rowNumber !== undefined) conds.push(eq(weighIns.rowNumber, q.rowNumber));
      if (!conds.length) return [];
      const rows = await weighInSelect(db, and(...conds));
      return rows.map((r) => toWeighIn(r));
    },

    async getWeighIn(weighInNumber) {
      const [row] = await weighInSelect(db, eq(weighIns.weighInNumber, weighInNumber)).limit(1);
      if (!row) return null;
      const values = await valuesOf(db, analysisValues.weighInId, [row.id]);
      return { ...toWeighIn(row), values: values.get(row.id) ?? [] };
    },

    async listForageHarvestYears(numbers) {
      if (!numbers.length) return [];
      return db
        .selectDistinct({ agreementNumber: agreements.agreementNumber, harvestYear: forageAnalyses.harvestYear })
        .from(forageAnalyses)
        .innerJoin(agreements, eq(agreements.id, forageAnalyses.agreementId))
        .where(inArray(agreements.agreementNumber, [...numbers]))
        .orderBy(asc(agreements.agreementNumber), desc(forageAnalyses.harvestYear));
    },

    async listForageAnalyses({ agreementNumber, harvestYear }) {
      const rows = await db
        .select(forageColumns)
        .from(forageAnalyses)
        .innerJoin(agreements, eq(agreements.id, forageAnalyses.agreementId))
        .where(and(eq(agreements.agreementNumber, agreementNumber), eq(forageAnalyses.harvestYear, harvestYear)))
        .orderBy(asc(forageAnalyses.sampledAt), asc(forageAnalyses.sampleNumber));
      return withForageValues(db, rows);
    },

    async getForageAnalysis(sampleNumber) {
      const rows = await db
        .select(forageColumns)
        .from(forageAnalyses)
        .innerJoin(agreements, eq(agreements.id, forageAnalyses.agreementId))
        .where(eq(forageAnalyses.sampleNumber, sampleNumber))
        .limit(1);
      const [one] = await withForageValues(db, rows);
      return one ?? null;
    },
  };
}
