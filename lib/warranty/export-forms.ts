/**
 * Excel exports (issue 16 item 2; decision 039's writer, lib/export/xlsx.ts): the release and
 * warranty form list (`exportreleaseandwarrantyform`, the list's filters) and the claims list
 * (with statuses). The rows the actor sees, newest first, `skip`/`take` (default 0 and 1000, as
 * the spec's other export), read in batches while the writer streams. Money as numbers in euros.
 */
import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { customers, releaseForms, warrantyClaims } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { xlsxHeaders, xlsxStream, type XlsxValue } from "@/lib/export/xlsx";
import type { TFunction } from "@/lib/i18n/instance";
import type { Market } from "@/lib/market";
import { claimSelect, claimWhere, releaseSelect, releaseWhere } from "./list-forms";
import { shopName } from "./preview";
import { EXPORT_TAKE, type TClaimListRequest, type TListRequest } from "./schemas";
import { STATUS_KEYS, type ClaimStatus } from "./status";

const BATCH = 250;

async function* batched<T>(load: (offset: number, limit: number) => Promise<T[]>, skip: number, take: number): AsyncGenerator<T> {
  let done = 0;
  while (done < take) {
    const rows = await load(skip + done, Math.min(BATCH, take - done));
    for (const r of rows) yield r;
    done += rows.length;
    if (rows.length < Math.min(BATCH, take)) return;
  }
}

export async function exportReleaseForms(
  db: Db,
  opts: { market: Market; actor: Actor; t: TFunction; input: TListRequest },
): Promise<Response> {
  const { t, input } = opts;
  const where = await releaseWhere(db, opts.market, opts.actor, input, "release");
  const load = (offset: number, limit: number) =>
    db
      .select(releaseSelect)
      .from(releaseForms)
      .innerJoin(customers, eq(customers.id, releaseForms.storeCustomerId))
      .where(where)
      .orderBy(desc(releaseForms.submittedAt), desc(releaseForms.id))
      .offset(offset)
      .limit(limit);
  async function* rows(): AsyncGenerator<XlsxValue[]> {
    for await (const r of batched(load, input.skip ?? 0, input.take ?? EXPORT_TAKE)) {
      yield [
        r.submittedAt,
        r.storeNumber,
        r.customerFirstName,
        r.customerLastName,
        r.customerBusinessName,
        r.customerBusinessId,
        r.customerPostOffice,
        r.customerEmail,
        r.salesmenName,
        r.salesmenEmail,
        r.salesmenStore,
        r.manufactureName,
        r.brand,
        r.model,
        r.serialNumber,
        shopName(r.sparePartsStore),
        shopName(r.servicePointStore),
      ];
    }
  }
  const c = (k: string) => t(`warranty.columns.${k}`);
  const body = xlsxStream({
    sheetName: t("warranty.releaseList.sheet"),
    timeZone: "Europe/Helsinki",
    columns: [
      { header: c("submittedOn"), kind: "datetime", width: 17 },
      { header: c("store"), width: 10 },
      { header: c("firstName"), width: 14 },
      { header: c("lastName"), width: 16 },
      { header: c("businessName"), width: 22 },
      { header: c("businessId"), width: 12 },
      { header: c("postOffice"), width: 14 },
      { header: c("email"), width: 24 },
      { header: c("salesman"), width: 18 },
      { header: c("salesmanEmail"), width: 24 },
      { header: c("salesmanStore"), width: 20 },
      { header: c("manufacturer"), width: 14 },
      { header: c("brand"), width: 12 },
      { header: c("model"), width: 14 },
      { header: c("serialNumber"), width: 18 },
      { header: c("sparePartsStore"), width: 20 },
      { header: c("servicePointStore"), width: 20 },
    ],
    rows: rows(),
  });
  return new Response(body, { headers: xlsxHeaders(`${t("warranty.releaseList.fileName")}.xlsx`) });
}

export async function exportClaims(
  db: Db,
  opts: { market: Market; actor: Actor; t: TFunction; input: TClaimListRequest },
): Promise<Response> {
  const { t, input } = opts;
  const where = await claimWhere(db, opts.market, opts.actor, input);
  const load = (offset: number, limit: number) =>
    db
      .select(claimSelect)
      .from(warrantyClaims)
      .innerJoin(customers, eq(customers.id, warrantyClaims.storeCustomerId))
      .where(where)
      .orderBy(desc(warrantyClaims.submittedAt), desc(warrantyClaims.id))
      .offset(offset)
      .limit(limit);
  async function* rows(): AsyncGenerator<XlsxValue[]> {
    for await (const { claim: c, storeNumber } of batched(load, input.skip ?? 0, input.take ?? EXPORT_TAKE)) {
      yield [
        c.submittedAt,
        storeNumber,
        t(STATUS_KEYS[c.status as ClaimStatus]),
        c.serviceShopName,
        c.serviceShopPlace,
        c.serviceShopPhone,
        c.serviceShopInvoiceNo,
        c.serialNumber,
        c.makeAndModel,
        c.warrantyStartDate,
        c.usage,
        c.damageDate,
        c.repairDate,
        c.customerFirstName,
        c.customerLastName,
        c.partsTotalCents / 100,
        c.workTotalCents / 100,
        c.totalCents / 100,
      ];
    }
  }
  const c = (k: string) => t(`warranty.claimColumns.${k}`);
  const money = { kind: "number" as const, numFmt: "#,##0.00", width: 12 };
  const body = xlsxStream({
    sheetName: t("warranty.claimList.sheet"),
    timeZone: "Europe/Helsinki",
    columns: [
      { header: c("submittedOn"), kind: "datetime", width: 17 },
      { header: c("store"), width: 10 },
      { header: c("status"), width: 14 },
      { header: c("shop"), width: 22 },
      { header: c("place"), width: 14 },
      { header: c("phone"), width: 14 },
      { header: c("invoiceNo"), width: 14 },
      { header: c("serialNumber"), width: 18 },
      { header: c("makeAndModel"), width: 20 },
      { header: c("warrantyStart"), kind: "date", width: 12 },
      { header: c("usage"), width: 12 },
      { header: c("damageDate"), kind: "date", width: 12 },
      { header: c("repairDate"), kind: "date", width: 12 },
      { header: c("firstName"), width: 14 },
      { header: c("lastName"), width: 16 },
      { header: c("partsTotal"), ...money },
      { header: c("workTotal"), ...money },
      { header: c("total"), ...money },
    ],
    rows: rows(),
  });
  return new Response(body, { headers: xlsxHeaders(`${t("warranty.claimList.fileName")}.xlsx`) });
}
