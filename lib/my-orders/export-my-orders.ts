import "server-only";
import { and, desc, eq, lt, or } from "drizzle-orm";
import type { Db } from "@/db";
import { customerOrders } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { xlsxHeaders, xlsxStream, type XlsxValue } from "@/lib/export/xlsx";
import type { TFunction } from "@/lib/i18n/instance";
import { MARKETS, type Market } from "@/lib/market";
import { orderScope, statusKey } from "./order-scope";

const BATCH = 1000;

/**
 * The customer's (searched) orders as an .xlsx file, streamed (decision 038): the rows are read
 * in keyset batches of 1000 (order date, id) while the writer deflates them, so 10 000 orders
 * never sit in memory together. Dates are dates, amounts numbers, texts inline strings.
 */
export async function exportMyOrders(
  db: Db,
  opts: { actor: Actor; market: Market; t: TFunction; orderNo?: string; customerNumber?: string },
): Promise<Response> {
  const { t } = opts;
  const { where, customerNumber } = await orderScope(db, opts.actor, opts);
  async function* rows(): AsyncGenerator<XlsxValue[]> {
    let after: { date: string; id: number } | null = null;
    for (;;) {
      const batch = await db
        .select()
        .from(customerOrders)
        .where(
          after
            ? and(
                where,
                or(
                  lt(customerOrders.orderDate, after.date),
                  and(eq(customerOrders.orderDate, after.date), lt(customerOrders.id, after.id)),
                ),
              )
            : where,
        )
        .orderBy(desc(customerOrders.orderDate), desc(customerOrders.id))
        .limit(BATCH);
      for (const o of batch) {
        yield [o.orderNo, o.orderDate, o.deliveryDate, t(statusKey(o.status)), o.description, o.reference, o.totalAmount, o.currency];
      }
      const last = batch.at(-1);
      if (!last || batch.length < BATCH) return;
      after = { date: last.orderDate, id: last.id };
    }
  }
  const body = xlsxStream({
    sheetName: t("myOrders.title"),
    timeZone: MARKETS[opts.market].timeZone,
    columns: [
      { header: t("myOrders.columns.orderNo"), width: 14 },
      { header: t("myOrders.columns.orderDate"), kind: "date", width: 12 },
      { header: t("myOrders.columns.deliveryDate"), kind: "date", width: 12 },
      { header: t("myOrders.columns.status"), width: 16 },
      { header: t("myOrders.columns.description"), width: 40 },
      { header: t("myOrders.columns.reference"), width: 16 },
      { header: t("myOrders.columns.totalAmount"), kind: "number", numFmt: "#,##0.00", width: 14 },
      { header: t("myOrders.columns.currency"), width: 8 },
    ],
    rows: rows(),
  });
  return new Response(body, { headers: xlsxHeaders(`${t("myOrders.fileName")}-${customerNumber}.xlsx`) });
}
