/**
 * Mortgage contracts (issue 15 items 5–6, decision 057): a farmer submits one (confirmed by
 * e-mail through the outbox, in the same transaction); store staff and admins page, search and
 * export them (the shared .xlsx writer, decision 038).
 */
import "server-only";
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { mortgageContracts } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { agroDateTime, parseAgroDate } from "@/lib/agrodesk/format";
import { xlsxHeaders, xlsxStream, type XlsxValue } from "@/lib/export/xlsx";
import type { TFunction } from "@/lib/i18n/instance";
import { enqueueMessage } from "@/lib/integrations/messaging";
import { addDays, localInstant, toLocal } from "@/lib/market/dates";
import { contractNumberFor } from "./rules";
import type { TContractInput, TContractRow, TContractsResponse } from "./schemas";

const TZ = "Europe/Helsinki";
type Row = typeof mortgageContracts.$inferSelect;

export function toContractRow(r: Row): TContractRow {
  return {
    CreatedOn: `${agroDateTime(r.createdOn)}$${r.id}`,
    MortgageType: r.mortgageType,
    Firstname: r.firstName,
    LastName: r.lastName,
    Address: r.address,
    PostalCode: r.postalCode,
    PostOffice: r.postOffice,
    PhoneNumber: r.phoneNumber,
    Email: r.email,
    Company: r.company,
    VATCode: r.vatCode,
    LoadingBridge: r.loadingBridge,
    LoadingHigh: r.loadingHigh,
    Store: r.store,
    Grainname: r.grainName,
    GrainPrice: r.grainPrice,
    GrainInput: r.grainInput,
    GrainWeight: r.grainWeight,
    SopimusNumero: r.contractNumber,
    DeliveryLocation: r.deliveryLocation,
    DeliveryPeriod: r.deliveryPeriod,
    AdditionalInformaton: r.additionalInformation,
  };
}

/** yy-mm-dd → yyyy-mm-dd (2000s) */
const fullDate = (yymmdd: string) => parseAgroDate(yymmdd);

/** A farmer submits a contract: the delivery period may not be before today (Helsinki). */
export async function submitContract(db: Db, opts: { actor: Actor; ctx: ActionContext; t: TFunction; input: TContractInput; now?: Date }) {
  const { input, t } = opts;
  const period = fullDate(input.DeliveryPeriod);
  const today = toLocal(opts.now ?? new Date(), TZ).date;
  if (!period)
    throw new AppError("BAD_REQUEST", "agrodesk.grain.validation.deliveryPeriod", {
      fields: { DeliveryPeriod: ["agrodesk.grain.validation.deliveryPeriod"] },
    });
  if (period < today)
    throw new AppError("BAD_REQUEST", "agrodesk.grain.validation.notBeforeToday", {
      fields: { DeliveryPeriod: ["agrodesk.grain.validation.notBeforeToday"] },
    });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mortgageContracts)
      .values({
        userId: opts.actor.userId,
        mortgageType: input.MortgageType,
        firstName: input.Firstname,
        lastName: input.LastName,
        address: input.Address,
        postalCode: input.PostalCode,
        postOffice: input.PostOffice,
        phoneNumber: input.PhoneNumber,
        email: input.Email,
        company: input.Company,
        vatCode: input.VATCode,
        loadingBridge: input.LoadingBridge,
        loadingHigh: input.LoadingHigh,
        store: input.Store,
        grainName: input.Grainname,
        grainPrice: input.GrainPrice,
        grainInput: input.GrainInput,
        grainWeight: input.GrainWeight,
        contractNumber: contractNumberFor(input.MortgageType, input.SopimusNumero),
        deliveryLocation: input.DeliveryLocation,
        deliveryPeriod: input.DeliveryPeriod,
        additionalInformation: input.AdditionalInformaton,
      })
      .returning();
    if (!row) throw new Error("contract insert returned no row");
    const lines = [
      String(t("agrodesk.grain.mail.intro", { name: row.firstName })),
      "",
      `${String(t("agrodesk.grain.fields.MortgageType"))}: ${row.mortgageType}`,
      `${String(t("agrodesk.grain.fields.SopimusNumero"))}: ${row.contractNumber}`,
      `${String(t("agrodesk.grain.fields.Grainname"))}: ${row.grainName}`,
      `${String(t("agrodesk.grain.fields.GrainWeight"))}: ${row.grainWeight} t`,
      `${String(t("agrodesk.grain.fields.GrainPrice"))}: ${row.grainPrice ?? "-"} €/t`,
      `${String(t("agrodesk.grain.fields.DeliveryLocation"))}: ${row.deliveryLocation}`,
      `${String(t("agrodesk.grain.fields.DeliveryPeriod"))}: ${row.deliveryPeriod}`,
      `${String(t("agrodesk.grain.fields.Store"))}: ${row.store}`,
    ];
    await enqueueMessage(tx, {
      channel: "email",
      kind: "agrodesk-mortgage-contract",
      recipient: row.email,
      subject: String(t("agrodesk.grain.mail.subject", { id: row.id })),
      body: lines.join("\n"),
      dedupeKey: `mortgage-contract:${row.id}`,
    });
    await logAction(tx, opts.actor, "agrodesk.grain.submitContract", { id: row.id, type: row.mortgageType }, opts.ctx);
    return { Contract: toContractRow(row) };
  });
}

function dateBound(value: string | undefined, field: string): string | null {
  if (!value) return null;
  const d = parseAgroDate(value);
  if (!d) throw new AppError("BAD_REQUEST", "agrodesk.grain.validation.date", { fields: { [field]: ["agrodesk.grain.validation.date"] } });
  return d;
}

function contractWhere(opts: { query?: string; fromDate?: string; toDate?: string }): SQL | undefined {
  const from = dateBound(opts.fromDate, "fromDate");
  const to = dateBound(opts.toDate, "toDate");
  const parts: (SQL | undefined)[] = [];
  if (from) parts.push(gte(mortgageContracts.createdOn, localInstant(from, 0, TZ)));
  if (to) parts.push(lt(mortgageContracts.createdOn, localInstant(addDays(to, 1), 0, TZ)));
  const q = opts.query?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(mortgageContracts.firstName, like),
        ilike(mortgageContracts.lastName, like),
        ilike(mortgageContracts.company, like),
        ilike(mortgageContracts.email, like),
        ilike(mortgageContracts.contractNumber, like),
        ilike(mortgageContracts.store, like),
        ilike(mortgageContracts.grainName, like),
        ilike(mortgageContracts.deliveryLocation, like),
      ),
    );
  }
  return and(...parts);
}

/** GET /api/graintrade/contracts: newest first, server-paged. */
export async function listContracts(
  db: DbOrTx,
  opts: { query?: string; fromDate?: string; toDate?: string; page: number; pageSize: number },
): Promise<TContractsResponse> {
  const where = contractWhere(opts);
  const [total] = await db.select({ n: count() }).from(mortgageContracts).where(where);
  const rows = await db
    .select()
    .from(mortgageContracts)
    .where(where)
    .orderBy(desc(mortgageContracts.createdOn), desc(mortgageContracts.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  return { TotalCount: Number(total?.n ?? 0), Contracts: rows.map(toContractRow) };
}

export const EXPORT_FIELDS = [
  "CreatedOn",
  "MortgageType",
  "Firstname",
  "LastName",
  "Address",
  "PostalCode",
  "PostOffice",
  "PhoneNumber",
  "Email",
  "Company",
  "VATCode",
  "LoadingBridge",
  "LoadingHigh",
  "Store",
  "Grainname",
  "GrainPrice",
  "GrainInput",
  "GrainWeight",
  "SopimusNumero",
  "DeliveryLocation",
  "DeliveryPeriod",
  "AdditionalInformaton",
] as const;

/** GET /api/graintrade/exportcontracts: the searched contracts (skip, take ≤ 1000) as .xlsx. */
export async function exportContracts(
  db: DbOrTx,
  opts: { t: TFunction; query?: string; fromDate?: string; toDate?: string; skip: number; take: number },
): Promise<Response> {
  const { t } = opts;
  const rows = await db
    .select()
    .from(mortgageContracts)
    .where(contractWhere(opts))
    .orderBy(desc(mortgageContracts.createdOn), desc(mortgageContracts.id))
    .limit(opts.take)
    .offset(opts.skip);
  const values: XlsxValue[][] = rows.map((r) => {
    const c = toContractRow(r);
    return EXPORT_FIELDS.map((f) => (f === "CreatedOn" ? r.createdOn : (c[f] as XlsxValue)));
  });
  const body = xlsxStream({
    sheetName: String(t("agrodesk.grain.contracts.title")),
    timeZone: TZ,
    columns: EXPORT_FIELDS.map((f) => ({
      header: String(t(`agrodesk.grain.fields.${f}`)),
      kind: f === "CreatedOn" ? ("datetime" as const) : f === "GrainPrice" || f === "GrainWeight" ? ("number" as const) : ("text" as const),
      width: f === "AdditionalInformaton" ? 40 : 16,
    })),
    rows: values,
  });
  return new Response(body, { headers: xlsxHeaders(`${String(t("agrodesk.grain.contracts.fileName"))}.xlsx`) });
}

/** The signed-in user's own contracts (listed below the form). */
export async function listOwnContracts(db: DbOrTx, userId: number): Promise<TContractRow[]> {
  const rows = await db
    .select()
    .from(mortgageContracts)
    .where(eq(mortgageContracts.userId, userId))
    .orderBy(desc(mortgageContracts.createdOn), desc(mortgageContracts.id))
    .limit(50);
  return rows.map(toContractRow);
}
