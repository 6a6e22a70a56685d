/**
 * The server-paged lists (spec 4 §2, §7): release and warranty forms, old form data and warranty
 * claims, each with the filters query, store, manufacturer, fromDate, toDate (submission day in
 * Helsinki), submittedByMe and, for claims, statuses. Newest first; `skip`/`take` page them.
 */
import "server-only";
import { and, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { customers, releaseForms, warrantyClaims } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { formatDateTime, formatDate } from "@/lib/market/format";
import type { Market } from "@/lib/market";
import { formScope, scopeWhere, type FormScope } from "./access";
import { centsToDecimal } from "./money";
import { oldRowKey, releaseRowKey, claimRowKey } from "./preview";
import { PAGE_SIZE, type TClaimListRequest, type TClaimRow, type TListRequest, type TReleaseRow } from "./schemas";

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const day = (col: typeof releaseForms.submittedAt | typeof warrantyClaims.submittedAt) =>
  sql<string>`(${col} at time zone 'Europe/Helsinki')::date`;

function releaseFilters(actor: Actor, scope: FormScope, f: TListRequest, source: "release" | "old"): SQL {
  const t = releaseForms;
  const parts: (SQL | undefined)[] = [scopeWhere(scope, t), eq(t.source, source)];
  if (f.query) {
    const q = like(f.query);
    parts.push(
      or(
        ilike(t.customerFirstName, q),
        ilike(t.customerLastName, q),
        ilike(t.customerBusinessName, q),
        ilike(t.customerBusinessId, q),
        ilike(t.customerEmail, q),
        ilike(t.salesmenName, q),
        ilike(t.serialNumber, q),
        ilike(t.model, q),
        ilike(t.brand, q),
      ),
    );
  }
  if (f.store) parts.push(sql`${t.storeCustomerId} = (select id from ${customers} where ${customers.customerNumber} = ${f.store})`);
  if (f.manufacturer) parts.push(ilike(t.manufactureName, like(f.manufacturer)));
  if (f.fromDate) parts.push(gte(day(t.submittedAt), f.fromDate));
  if (f.toDate) parts.push(lte(day(t.submittedAt), f.toDate));
  if (f.submittedByMe) parts.push(sql`lower(${t.submitterEmail}) = ${actor.email.toLowerCase()}`);
  return and(...parts)!;
}

export const releaseSelect = {
  id: releaseForms.submissionId,
  source: releaseForms.source,
  submittedAt: releaseForms.submittedAt,
  storeNumber: customers.customerNumber,
  submitterEmail: releaseForms.submitterEmail,
  customerFirstName: releaseForms.customerFirstName,
  customerLastName: releaseForms.customerLastName,
  customerBusinessName: releaseForms.customerBusinessName,
  customerBusinessId: releaseForms.customerBusinessId,
  customerPostOffice: releaseForms.customerPostOffice,
  customerEmail: releaseForms.customerEmail,
  salesmenName: releaseForms.salesmenName,
  salesmenEmail: releaseForms.salesmenEmail,
  salesmenStore: releaseForms.salesmenStore,
  manufactureName: releaseForms.manufactureName,
  brand: releaseForms.brand,
  model: releaseForms.model,
  serialNumber: releaseForms.serialNumber,
  sparePartsStore: releaseForms.sparePartsStore,
  servicePointStore: releaseForms.servicePointStore,
};
type ReleaseRecord = {
  [K in keyof typeof releaseSelect]: (typeof releaseSelect)[K]["_"]["notNull"] extends true
    ? (typeof releaseSelect)[K]["_"]["data"]
    : (typeof releaseSelect)[K]["_"]["data"] | null;
};

export function releaseRow(r: ReleaseRecord, actor: Actor): TReleaseRow {
  const submittedOn = formatDateTime(r.submittedAt, "fi");
  const old = r.source === "old";
  return {
    SubmittedOn: old ? oldRowKey(submittedOn, r.id) : releaseRowKey(submittedOn, r.id),
    Id: r.id,
    StoreId: r.storeNumber,
    CustomerFirstName: r.customerFirstName,
    CustomerLastName: r.customerLastName,
    ...(old ? {} : { CustomerBusinessName: r.customerBusinessName ?? "" }),
    CustomerBusinessId: r.customerBusinessId ?? "",
    CustomerPostOffice: r.customerPostOffice ?? "",
    CustomerEmail: r.customerEmail ?? "",
    SalesmenName: r.salesmenName,
    SalesmenEmail: r.salesmenEmail ?? "",
    SalemenStore: r.salesmenStore ?? "",
    ManufactureName: r.manufactureName,
    Brand: r.brand ?? "",
    Model: r.model,
    SerialNumber: r.serialNumber,
    SparePartsStore: r.sparePartsStore ?? "",
    ServicePointStore: r.servicePointStore ?? "",
    SubmittedByMe: r.submitterEmail.toLowerCase() === actor.email.toLowerCase(),
  };
}

export async function releaseWhere(db: DbOrTx, market: Market, actor: Actor, f: TListRequest, source: "release" | "old") {
  const scope = await formScope(db, market, actor);
  return releaseFilters(actor, scope, f, source);
}

export async function listReleaseForms(
  db: DbOrTx,
  opts: { market: Market; actor: Actor; input: TListRequest; source: "release" | "old" },
): Promise<{ total: number; skip: number; take: number; rows: TReleaseRow[] }> {
  const where = await releaseWhere(db, opts.market, opts.actor, opts.input, opts.source);
  const skip = opts.input.skip ?? 0;
  const take = Math.min(opts.input.take ?? PAGE_SIZE, 100);
  const [totalRow] = await db.select({ n: count() }).from(releaseForms).where(where);
  const rows = await db
    .select(releaseSelect)
    .from(releaseForms)
    .innerJoin(customers, eq(customers.id, releaseForms.storeCustomerId))
    .where(where)
    .orderBy(desc(releaseForms.submittedAt), desc(releaseForms.id))
    .offset(skip)
    .limit(take);
  return { total: totalRow?.n ?? 0, skip, take, rows: rows.map((r) => releaseRow(r, opts.actor)) };
}

function claimFilters(actor: Actor, scope: FormScope, f: TClaimListRequest): SQL {
  const t = warrantyClaims;
  const parts: (SQL | undefined)[] = [scopeWhere(scope, t)];
  if (f.query) {
    const q = like(f.query);
    parts.push(
      or(
        ilike(t.serviceShopName, q),
        ilike(t.customerFirstName, q),
        ilike(t.customerLastName, q),
        ilike(t.serialNumber, q),
        ilike(t.makeAndModel, q),
        ilike(t.serviceShopInvoiceNo, q),
      ),
    );
  }
  if (f.store) parts.push(sql`${t.storeCustomerId} = (select id from ${customers} where ${customers.customerNumber} = ${f.store})`);
  if (f.manufacturer) parts.push(ilike(t.makeAndModel, like(f.manufacturer)));
  if (f.fromDate) parts.push(gte(day(t.submittedAt), f.fromDate));
  if (f.toDate) parts.push(lte(day(t.submittedAt), f.toDate));
  if (f.submittedByMe) parts.push(sql`lower(${t.submitterEmail}) = ${actor.email.toLowerCase()}`);
  if (f.statuses?.length) parts.push(inArray(t.status, f.statuses));
  return and(...parts)!;
}

export async function claimWhere(db: DbOrTx, market: Market, actor: Actor, f: TClaimListRequest) {
  return claimFilters(actor, await formScope(db, market, actor), f);
}

export const claimSelect = { claim: warrantyClaims, storeNumber: customers.customerNumber };

export function claimRow(r: { claim: typeof warrantyClaims.$inferSelect; storeNumber: string }, actor: Actor): TClaimRow {
  const c = r.claim;
  const d = (v: string | null) => (v ? formatDate(`${v}T12:00:00Z`, "fi") : "");
  return {
    StoreId: r.storeNumber,
    Status: c.status as TClaimRow["Status"],
    Id: c.submissionId,
    HuoltoliikkeenNimi: claimRowKey(c.serviceShopName, c.submissionId),
    Toimipaikka: c.serviceShopPlace,
    PuhelinNumero: c.serviceShopPhone,
    HuoltoliikkeenLaskunNumero: c.serviceShopInvoiceNo ?? "",
    KoneenSarjanumero: c.serialNumber,
    KoneenMerkkiJaMalli: c.makeAndModel,
    TakuunAlkamispaivamaara: d(c.warrantyStartDate),
    HehtaaritPaalitTunnit: c.usage ?? "",
    VaurionPaivamaara: d(c.damageDate),
    KorjauksenPaivamaara: d(c.repairDate),
    AsiakasEtunimi: c.customerFirstName,
    AsiakasSukunimi: c.customerLastName,
    Paivamaara: formatDate(c.submittedAt, "fi"),
    Yhteensa: centsToDecimal(c.totalCents),
    SubmittedByMe: c.submitterEmail.toLowerCase() === actor.email.toLowerCase(),
  };
}

export async function listClaims(
  db: DbOrTx,
  opts: { market: Market; actor: Actor; input: TClaimListRequest },
): Promise<{ total: number; skip: number; take: number; rows: TClaimRow[] }> {
  const where = await claimWhere(db, opts.market, opts.actor, opts.input);
  const skip = opts.input.skip ?? 0;
  const take = Math.min(opts.input.take ?? PAGE_SIZE, 100);
  const [totalRow] = await db.select({ n: count() }).from(warrantyClaims).where(where);
  const rows = await db
    .select(claimSelect)
    .from(warrantyClaims)
    .innerJoin(customers, eq(customers.id, warrantyClaims.storeCustomerId))
    .where(where)
    .orderBy(desc(warrantyClaims.submittedAt), desc(warrantyClaims.id))
    .offset(skip)
    .limit(take);
  return { total: totalRow?.n ?? 0, skip, take, rows: rows.map((r) => claimRow(r, opts.actor)) };
}
