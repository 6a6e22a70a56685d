/**
 * The group multi-print of the list booking (GET /api/pdfhandler/generatemultipdf, spec 2 §7
 * "PDF"): one PDF with one page per order line asked for (pairs of ioNumber and lineNumber,
 * repeated pairs printed once): the cooperative's header, the order number and line, the customer,
 * the article, the quantity in tons, the warehouse and the line's bookings (date, time, resource
 * group, licence plate, delivery number, quantity) — in the request market's language.
 *
 * Access (lib/logistics-access, decision 019): only orders at the request market's facilities,
 * and of those, whole orders for internal staff and for users of the order's customer; any other
 * user (a transporter, a forwarder) only an order on which it sees a booking in full, and then
 * only those bookings are printed. An order that does not exist, lies in the other market or is
 * not visible is refused the same way (403, nothing is revealed); a line that is not on a visible
 * order is 404. Busy-only bookings are never printed.
 *
 * `resync`: the legacy portal re-read the order from the ERP before printing. Our database is the
 * system of record and nothing is cached, so every print reads the current rows; the flag is
 * accepted and changes nothing.
 */
import "server-only";
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { bookingOrders, customers, facilities, reservations } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import type { TFunction } from "@/lib/i18n/instance";
import { fullBookingCondition } from "@/lib/logistics-access/booking-conditions";
import { loadLogisticsAccess } from "@/lib/logistics-access/load-logistics-access";
import { MARKETS, type Market } from "@/lib/market";
import { formatDateTime } from "@/lib/market/format";
import { PdfWriter } from "@/lib/pdf/document";
import { loadReservationDtos } from "@/lib/time-booking/booking-dto";
import { printLineOf } from "./booking-attention";
import { formatLocalDay, formatLocalTime, formatTons, formatTonValue } from "./format";
import type { TGenerateMultiPdfRequest } from "./schemas";
import { listOrderLinesWithArticles } from "./list-order-lines";

const KIND_ORDER: Record<string, number> = { purchase: 0, customer: 1, distribution: 2, shipment: 3 };

export async function renderMultiBookingPdf(
  db: DbOrTx,
  opts: { actor: Actor; input: TGenerateMultiPdfRequest; t: TFunction; market: Market; now?: Date },
): Promise<{ bytes: Uint8Array<ArrayBuffer>; filename: string }> {
  const { actor, input, t, market } = opts;
  const now = opts.now ?? new Date();
  const seen = new Set<string>();
  const pairs = input.ioNumber
    .map((io, i) => {
      const line = input.lineNumber[i];
      if (line === undefined) throw new Error("ioNumber and lineNumber differ in length (the request schema refuses that)");
      return { io, line };
    })
    .filter((p) => (seen.has(`${p.io}|${p.line}`) ? false : (seen.add(`${p.io}|${p.line}`), true)));
  const [first] = pairs;
  if (!first) throw new Error("no order line to print (the request schema asks for at least one)");
  const numbers = [...new Set(pairs.map((p) => p.io))];
  const access = await loadLogisticsAccess(db, actor, market);

  // the orders (an order number is unique per kind; a purchase order wins over the other kinds)
  const found = await db
    .select({
      id: bookingOrders.id,
      customerId: bookingOrders.customerId,
      kind: bookingOrders.kind,
      orderNumber: bookingOrders.orderNumber,
      status: bookingOrders.status,
      customerNo: customers.customerNumber,
      customerName: customers.name,
      address: customers.address,
      zip: customers.zipCode,
      city: customers.city,
      market: customers.market,
      facilityCode: facilities.code,
      facilityName: facilities.name,
    })
    .from(bookingOrders)
    .innerJoin(customers, eq(customers.id, bookingOrders.customerId))
    .innerJoin(facilities, eq(facilities.id, bookingOrders.facilityId))
    .where(and(inArray(bookingOrders.orderNumber, numbers), eq(facilities.market, market)));
  const orders = new Map<string, (typeof found)[number] & { fullAccess: boolean }>();
  for (const io of numbers) {
    const order = found.filter((o) => o.orderNumber === io).sort((a, b) => (KIND_ORDER[a.kind] ?? 9) - (KIND_ORDER[b.kind] ?? 9))[0];
    if (!order) throw new AppError("FORBIDDEN");
    const fullAccess = access.kind === "staff" || access.customerIds.includes(order.customerId);
    if (!fullAccess) {
      const [seenBooking] = await db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.bookingOrderId, order.id), ne(reservations.status, "cancelled"), fullBookingCondition(access)))
        .limit(1);
      if (!seenBooking) throw new AppError("FORBIDDEN");
    }
    orders.set(io, { ...order, fullAccess });
  }

  const orderIds = [...orders.values()].map((o) => o.id);
  const lines = await listOrderLinesWithArticles(db, orderIds);
  for (const p of pairs) {
    const o = orders.get(p.io)!;
    if (!lines.some((l) => l.line.orderId === o.id && l.line.lineNumber === p.line)) {
      throw new AppError("NOT_FOUND", "listBooking.pdf.lineNotFound", { values: { number: p.io, line: p.line } });
    }
  }

  // the bookings of those orders the actor may see (all of them with access to the order's customer)
  const limited = [...orders.values()].filter((o) => !o.fullAccess).map((o) => o.id);
  const full = [...orders.values()].filter((o) => o.fullAccess).map((o) => o.id);
  const booked = await db
    .select({ id: reservations.id, orderId: reservations.bookingOrderId, lineNumber: reservations.lineNumber })
    .from(reservations)
    .where(
      and(
        ne(reservations.status, "cancelled"),
        or(
          full.length ? inArray(reservations.bookingOrderId, full) : undefined,
          limited.length ? and(inArray(reservations.bookingOrderId, limited), fullBookingCondition(access)) : undefined,
        ) ?? sql`false`,
      ),
    );
  const dtos = booked.length
    ? (
        await loadReservationDtos(
          db,
          access,
          inArray(
            reservations.id,
            booked.map((b) => b.id),
          ),
          now,
        )
      ).filter((d) => d.Visibility === "full")
    : [];
  const bookingOf = new Map(booked.map((b) => [b.id, b]));

  const docTitle =
    pairs.length === 1
      ? t("listBooking.pdf.title", { number: first.io, line: first.line })
      : t("listBooking.pdf.titleMany", { count: pairs.length });
  const pdf = await PdfWriter.create({
    title: docTitle,
    subject: t("listBooking.pdf.subject"),
    language: MARKETS[market].locale,
    footer: t("listBooking.pdf.footer"),
    pageLabel: t("listBooking.pdf.page"),
  });
  const yesNo = (v: boolean) => t(v ? "listBooking.pdf.yes" : "listBooking.pdf.no");

  pairs.forEach((p, index) => {
    const o = orders.get(p.io)!;
    const { line: l, itemName } = lines.find((x) => x.line.orderId === o.id && x.line.lineNumber === p.line)!;
    const orderLines = lines.filter((x) => x.line.orderId === o.id).map((x) => x.line.lineNumber);
    const rows = dtos.filter((d) => {
      const b = bookingOf.get(d.ReservationId)!;
      return b.orderId === o.id && printLineOf(b.lineNumber, orderLines) === p.line;
    });
    if (index > 0) pdf.pageBreak();
    pdf.title(
      t("listBooking.pdf.title", { number: o.orderNumber, line: l.lineNumber }),
      `${t("listBooking.pdf.cooperative")} · ${t(`listBooking.orderKinds.${o.kind}`)}`,
    );
    pdf.parties([
      {
        label: t("listBooking.pdf.customer"),
        lines: [
          o.customerName,
          t("listBooking.pdf.customerNumber", { number: o.customerNo }),
          o.address ?? "",
          [o.zip, o.city].filter(Boolean).join(" "),
        ],
      },
      {
        label: t("listBooking.pdf.facility"),
        lines: [o.facilityName, t("listBooking.pdf.facilityCode", { code: o.facilityCode }), t("listBooking.pdf.cooperative")],
      },
    ]);
    pdf.fields(
      [
        [t("listBooking.pdf.orderNumber"), o.orderNumber],
        [t("listBooking.pdf.lineNumber"), String(l.lineNumber)],
        [t("listBooking.pdf.article"), [l.itemNumber, itemName].filter(Boolean).join(" ") || "–"],
        [t("listBooking.pdf.quantity"), t("listBooking.pdf.tons", { value: formatTons(l.quantityKg, market) })],
        [t("listBooking.pdf.warehouse"), l.warehouse ? `${l.warehouse} (${o.facilityName})` : o.facilityName],
        [t("listBooking.pdf.deliveryDate"), formatLocalDay(l.deliveryDate, market) || "–"],
        [t("listBooking.pdf.sort"), l.sort ?? "–"],
        [t("listBooking.pdf.dried"), yesNo(l.torkat)],
        [
          t("listBooking.pdf.deliveryAssurance"),
          t(l.deliveryAssuranceConfirmed ? "listBooking.pdf.confirmed" : "listBooking.pdf.notConfirmed"),
        ],
      ],
      3,
    );
    pdf.heading(t("listBooking.pdf.bookings"));
    if (rows.length) {
      pdf.table(
        [
          { header: t("listBooking.pdf.date"), width: 1.2 },
          { header: t("listBooking.pdf.time"), width: 1.1 },
          { header: t("listBooking.pdf.resourceGroup"), width: 2 },
          { header: t("listBooking.pdf.licensePlate"), width: 1.2 },
          { header: t("listBooking.pdf.deliveryNo"), width: 1.3 },
          { header: t("listBooking.pdf.qty"), width: 0.9, align: "right" },
          { header: t("listBooking.pdf.status"), width: 1 },
        ],
        rows.map((d) => [
          formatLocalDay(d.ReservationDate, market),
          `${formatLocalTime(d.From, market)}–${formatLocalTime(d.To, market)}`,
          d.ResourceGroupName,
          d.LicensePlateNo ?? "",
          d.DeliveryNo ?? "",
          formatTonValue(d.Qty ?? 0, market),
          t(d.IsBooked ? "listBooking.pdf.booked" : "listBooking.pdf.delivered"),
        ]),
      );
    } else {
      pdf.paragraph(t("listBooking.pdf.noBookings"), { muted: true });
    }
    pdf.paragraph(t("listBooking.pdf.printed", { when: formatDateTime(now, market) }), { muted: true, size: 8 });
  });

  const filename =
    pairs.length === 1
      ? `${t("listBooking.pdf.filename")}-${first.io}-${first.line}.pdf`
      : `${t("listBooking.pdf.filename")}-${first.io}-${pairs.length}.pdf`;
  return { bytes: await pdf.save(), filename };
}
