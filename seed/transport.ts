/**
 * Demo data of the transport search and the upcoming deliveries (issue 5, parts 7 and 8); runs after
 * seedLogistics (it looks up facilities and booking orders by code and number).
 *
 * - Transport orders: Lindqvist Åkeri (transporter 300120, transporter@demo.se) carries grain for
 *   Gårdsjö 100234, Björkhaga 100412, Ekängen 100310 and Norrby 100518 with the lorries LQV 123,
 *   LQV 456 and LQV 789; an outside haulier (Skaraborgs Frakt) carries seed to Gårdsjö; in Finland
 *   Kuljetus Hakala carries for Mäkelän tila 700101 and Korpelan Maatila 700205. Rows lie from two
 *   days ago to ten days ahead, some with SMS/e-mail announcements, some without.
 * - Upcoming deliveries: containers (silo, bin, big bag) on the logistics demo lines, and a few more
 *   customer and distribution orders for 100234 and 700101 so the carousel has several pages.
 *
 * Idempotent: containers are only set where empty; orders are only added when their number is new.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import {
  bookingOrderLines,
  bookingOrders,
  customers,
  facilities,
  transportAnnouncements,
  transportOrderRows,
  transportOrders,
} from "@/db/schema";
import { addDays, localInstant, toLocal } from "@/lib/market/dates";

type Market = "se" | "fi";
const TZ: Record<Market, string> = { se: "Europe/Stockholm", fi: "Europe/Helsinki" };

/** Containers of the logistics seed's demo lines (line 10 of each order). */
const CONTAINERS: Record<string, string> = {
  "4500123401": "Silo 12",
  "4500123402": "Silo 7",
  "4500123403": "Fack B2",
  "4500123404": "Silo 12",
  "4500131001": "Plansilo 3",
  "7100045501": "Storsäck 500 kg",
  "8800012001": "Gårdssilo 1",
  "9300077001": "Bulk",
  "4600200101": "Siilo 4",
};

interface OrderSeed {
  kind: "customer" | "distribution";
  number: string;
  customer: string;
  facility: string;
  lines: { line: number; item: string; kg: number; inDays: number; container: string }[];
}

const EXTRA_ORDERS: OrderSeed[] = [
  {
    kind: "customer",
    number: "7100045502",
    customer: "100234",
    facility: "SKA",
    lines: [
      { line: 10, item: "20120", kg: 8000, inDays: 8, container: "Storsäck 1000 kg" },
      { line: 20, item: "50110", kg: 12000, inDays: 12, container: "Storsäck 600 kg" },
    ],
  },
  {
    kind: "distribution",
    number: "8800012002",
    customer: "100234",
    facility: "LID",
    lines: [{ line: 10, item: "40110", kg: 14000, inDays: 15, container: "Fodersilo 2" }],
  },
  {
    kind: "customer",
    number: "7600300101",
    customer: "700101",
    facility: "SEI",
    lines: [{ line: 10, item: "41110", kg: 10000, inDays: 6, container: "Rehusiilo 1" }],
  },
];

type Place = { facility: string } | { address: string };
/** text: {day} becomes the planned day; sent sentDaysAgo days before today at minute sentAt (local) */
interface AnnouncementSeed {
  channel: "sms" | "email";
  to: string;
  text: string;
  sentDaysAgo: number;
  sentAt: number;
  arrival?: number;
}
interface RowSeed {
  item: string;
  kg: number;
  from: Place;
  to: Place;
  inDays: number;
  lorry: string | null;
  status: "planned" | "loaded" | "delivered";
  ann?: AnnouncementSeed[];
}
interface TransportSeed {
  market: Market;
  number: string;
  customer: string;
  carrier: string | null;
  carrierName: string;
  rows: RowSeed[];
}

const GARDSJO = { address: "Gårdsjö 12, 532 92 Skara" };
const BJORKHAGA = { address: "Björkhaga 5, 241 96 Eslöv" };
const hm = (h: number, m = 0) => h * 60 + m;
/** "2026-09-01" → "1.9.2026" (Finnish texts) */
const fiDay = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d}.${m}.${y}`;
};

const TRANSPORTS: TransportSeed[] = [
  {
    market: "se",
    number: "5100023401",
    customer: "100234",
    carrier: "300120",
    carrierName: "Lindqvist Åkeri AB",
    rows: [
      {
        item: "10110",
        kg: 32000,
        from: GARDSJO,
        to: { facility: "SKA" },
        inDays: 1,
        lorry: "LQV123",
        status: "planned",
        ann: [
          {
            channel: "email",
            to: "farmer@demo.se",
            sentDaysAgo: 2,
            sentAt: hm(15, 12),
            text: "Transport bokad: Lindqvist Åkeri hämtar 32 ton höstvete vid Gårdsjö 12 den {day} och kör till Skara. Order 5100023401 rad 1.",
            arrival: hm(7, 30),
          },
          {
            channel: "sms",
            to: "+46701234567",
            sentDaysAgo: 1,
            sentAt: hm(16, 5),
            text: "Lindqvist Åkeri hämtar höstvete vid Gårdsjö 12 den {day} ca 07:30. Bil LQV 123. Svara inte på detta SMS.",
            arrival: hm(7, 30),
          },
        ],
      },
      { item: "10210", kg: 28000, from: GARDSJO, to: { facility: "SKA" }, inDays: 3, lorry: "LQV123", status: "planned" },
      {
        item: "10110",
        kg: 30000,
        from: GARDSJO,
        to: { facility: "SKA" },
        inDays: -2,
        lorry: "LQV456",
        status: "delivered",
        ann: [
          {
            channel: "sms",
            to: "+46701234567",
            sentDaysAgo: 3,
            sentAt: hm(17, 40),
            text: "Lindqvist Åkeri hämtar höstvete vid Gårdsjö 12 den {day} ca 09:00. Bil LQV 456.",
            arrival: hm(9),
          },
        ],
      },
    ],
  },
  {
    market: "se",
    number: "5100023402",
    customer: "100412",
    carrier: "300120",
    carrierName: "Lindqvist Åkeri AB",
    rows: [
      {
        item: "10410",
        kg: 24000,
        from: BJORKHAGA,
        to: { facility: "LID" },
        inDays: 2,
        lorry: "LQV456",
        status: "planned",
        ann: [
          {
            channel: "sms",
            to: "+46705550123",
            sentDaysAgo: 0,
            sentAt: hm(7, 45),
            text: "Lindqvist Åkeri hämtar höstraps vid Björkhaga 5 den {day} ca 06:30. Bil LQV 456.",
            arrival: hm(6, 30),
          },
        ],
      },
      { item: "10220", kg: 36000, from: { facility: "LID" }, to: BJORKHAGA, inDays: 4, lorry: "LQV123", status: "planned" },
    ],
  },
  {
    market: "se",
    number: "5100023403",
    customer: "100234",
    carrier: null,
    carrierName: "Skaraborgs Frakt AB",
    rows: [
      {
        item: "20110",
        kg: 12000,
        from: { facility: "SKA" },
        to: GARDSJO,
        inDays: 5,
        lorry: "SFB221",
        status: "planned",
        ann: [
          {
            channel: "email",
            to: "farmer@demo.se",
            sentDaysAgo: 1,
            sentAt: hm(10, 20),
            text: "Leverans av utsäde höstvete Julius C2 (12 ton) till Gårdsjö 12 är planerad den {day}. Skaraborgs Frakt ringer en timme före ankomst.",
            arrival: hm(13),
          },
        ],
      },
    ],
  },
  {
    market: "se",
    number: "5100023404",
    customer: "100310",
    carrier: "300120",
    carrierName: "Lindqvist Åkeri AB",
    rows: [
      {
        item: "10220",
        kg: 30000,
        from: { facility: "UPP" },
        to: { address: "Ekängen 1, 591 97 Motala" },
        inDays: 10,
        lorry: "LQV789",
        status: "planned",
      },
    ],
  },
  {
    market: "se",
    number: "5100023405",
    customer: "100518",
    carrier: "300120",
    carrierName: "Lindqvist Åkeri AB",
    rows: [
      {
        item: "10320",
        kg: 18000,
        from: { address: "Norrby 1, 755 91 Uppsala" },
        to: { facility: "UPP" },
        inDays: 6,
        lorry: null,
        status: "planned",
      },
    ],
  },
  {
    market: "fi",
    number: "5200004101",
    customer: "700101",
    carrier: null,
    carrierName: "Kuljetus Hakala Oy",
    rows: [
      {
        item: "11210",
        kg: 30000,
        from: { address: "Mäkeläntie 45, 60800 Seinäjoki" },
        to: { facility: "SEI" },
        inDays: 2,
        lorry: "KLH481",
        status: "planned",
        ann: [
          {
            channel: "email",
            to: "farmer@demo.fi",
            sentDaysAgo: 2,
            sentAt: hm(9, 30),
            text: "Kuljetus tilattu: Kuljetus Hakala noutaa 30 tonnia mallasohraa osoitteesta Mäkeläntie 45 {day} ja kuljettaa sen Seinäjoelle.",
            arrival: hm(8),
          },
          {
            channel: "sms",
            to: "+358401234567",
            sentDaysAgo: 1,
            sentAt: hm(18),
            text: "Kuljetus Hakala noutaa mallasohran Mäkeläntie 45:stä {day} noin klo 8.00. Auto KLH-481.",
            arrival: hm(8),
          },
        ],
      },
      {
        item: "11220",
        kg: 25000,
        from: { address: "Mäkeläntie 45, 60800 Seinäjoki" },
        to: { facility: "SEI" },
        inDays: 4,
        lorry: "KLH481",
        status: "planned",
      },
    ],
  },
  {
    market: "fi",
    number: "5200004102",
    customer: "700205",
    carrier: null,
    carrierName: "Kuljetus Hakala Oy",
    rows: [
      {
        item: "11310",
        kg: 20000,
        from: { address: "Korpelantie 8, 32700 Huittinen" },
        to: { facility: "SEI" },
        inDays: 3,
        lorry: "KLH482",
        status: "planned",
        ann: [
          {
            channel: "sms",
            to: "+358407654321",
            sentDaysAgo: 0,
            sentAt: hm(8, 15),
            text: "Kuljetus Hakala noutaa kauran Korpelantie 8:sta {day} noin klo 10.30. Auto KLH-482.",
            arrival: hm(10, 30),
          },
        ],
      },
    ],
  },
];

async function seedContainers(db: Db): Promise<void> {
  const orders = await db
    .select({ id: bookingOrders.id, number: bookingOrders.orderNumber })
    .from(bookingOrders)
    .where(inArray(bookingOrders.orderNumber, Object.keys(CONTAINERS)));
  for (const o of orders) {
    await db
      .update(bookingOrderLines)
      .set({ container: CONTAINERS[o.number] })
      .where(and(eq(bookingOrderLines.orderId, o.id), isNull(bookingOrderLines.container)));
  }
}

export async function seedTransport(db: Db, opts: { demo: boolean }): Promise<void> {
  if (!opts.demo) return;
  const numbers = [
    ...new Set([...EXTRA_ORDERS.map((o) => o.customer), ...TRANSPORTS.flatMap((t) => [t.customer, ...(t.carrier ? [t.carrier] : [])])]),
  ];
  const cs = new Map(
    (
      await db
        .select({ id: customers.id, number: customers.customerNumber })
        .from(customers)
        .where(inArray(customers.customerNumber, numbers))
    ).map((c) => [c.number, c.id]),
  );
  const fac = new Map((await db.select({ id: facilities.id, code: facilities.code }).from(facilities)).map((f) => [f.code, f.id]));
  if (!cs.get("100234") || !fac.get("SKA")) return; // demo customers or facilities not seeded

  await seedContainers(db);
  const today = { se: toLocal(new Date(), TZ.se).date, fi: toLocal(new Date(), TZ.fi).date };

  await db.transaction(async (tx) => {
    const existingOrders = new Set(
      (
        await tx
          .select({ n: bookingOrders.orderNumber })
          .from(bookingOrders)
          .where(
            inArray(
              bookingOrders.orderNumber,
              EXTRA_ORDERS.map((o) => o.number),
            ),
          )
      ).map((r) => r.n),
    );
    for (const o of EXTRA_ORDERS) {
      const customerId = cs.get(o.customer);
      const facilityId = fac.get(o.facility);
      if (existingOrders.has(o.number) || !customerId || !facilityId) continue;
      const market: Market = o.facility === "SEI" ? "fi" : "se";
      const [row] = await tx
        .insert(bookingOrders)
        .values({ kind: o.kind, orderNumber: o.number, customerId, facilityId, status: 30 })
        .returning({ id: bookingOrders.id });
      if (!row) throw new Error("seed: inserting into bookingOrders returned no row");
      await tx.insert(bookingOrderLines).values(
        o.lines.map((l) => ({
          orderId: row.id,
          lineNumber: l.line,
          itemNumber: l.item,
          quantityKg: l.kg,
          deliveryDate: addDays(today[market], l.inDays),
          status: 30,
          warehouse: o.facility,
          container: l.container,
        })),
      );
    }

    const existingTransports = new Set(
      (
        await tx
          .select({ n: transportOrders.orderNumber })
          .from(transportOrders)
          .where(
            inArray(
              transportOrders.orderNumber,
              TRANSPORTS.map((t) => t.number),
            ),
          )
      ).map((r) => r.n),
    );
    for (const t of TRANSPORTS) {
      const customerId = cs.get(t.customer);
      if (existingTransports.has(t.number) || !customerId) continue;
      const [order] = await tx
        .insert(transportOrders)
        .values({
          market: t.market,
          orderNumber: t.number,
          customerId,
          transporterCustomerId: t.carrier ? (cs.get(t.carrier) ?? null) : null,
          transporterName: t.carrierName,
        })
        .returning({ id: transportOrders.id });
      if (!order) throw new Error("seed: inserting into transportOrders returned no row");
      for (const [i, r] of t.rows.entries()) {
        const place = (p: Place) =>
          "facility" in p
            ? { facilityId: fac.get(p.facility) ?? null, address: fac.get(p.facility) ? null : p.facility }
            : { facilityId: null, address: p.address };
        const from = place(r.from);
        const to = place(r.to);
        const day = addDays(today[t.market], r.inDays);
        const [row] = await tx
          .insert(transportOrderRows)
          .values({
            transportOrderId: order.id,
            rowNumber: i + 1,
            itemNumber: r.item,
            quantityKg: r.kg,
            fromFacilityId: from.facilityId,
            fromAddress: from.address,
            toFacilityId: to.facilityId,
            toAddress: to.address,
            plannedDate: day,
            lorryRegNo: r.lorry,
            status: r.status,
          })
          .returning({ id: transportOrderRows.id });
        if (!row) throw new Error("seed: inserting into transportOrderRows returned no row");
        if (r.ann?.length) {
          await tx.insert(transportAnnouncements).values(
            r.ann.map((a) => ({
              orderRowId: row.id,
              channel: a.channel,
              recipient: a.to,
              message: a.text.replace("{day}", t.market === "fi" ? fiDay(day) : day),
              // never in the future when the seed runs early in the day
              sentAt: new Date(
                Math.min(localInstant(addDays(today[t.market], -a.sentDaysAgo), a.sentAt, TZ[t.market]).getTime(), Date.now() - 5 * 60_000),
              ),
              plannedArrival: a.arrival !== undefined ? localInstant(day, a.arrival, TZ[t.market]) : null,
            })),
          );
        }
      }
    }
  });
}
