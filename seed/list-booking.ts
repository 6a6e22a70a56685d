/**
 * Demo bookings for the list booking (runs after seedLogistics): bookings in the coming weekdays
 * at Skara and Lidköping for Gårdsjö Lantbruk (100234) and its sub-customer 100235, bookings that
 * Lindqvist Åkeri (300120, transporter@demo.se) made as Owner for 100234 and 100412, one of
 * Björkhaga (100412) itself, and one purchase order (4500123451) whose delivery assurance was
 * withdrawn after the booking — the list shows it with status 500 — and one confirmed purchase order
 * without a booking (4500123452), which the page's purchase-order list links to the time booking.
 *
 * Rows respect the database's rules: each booking takes the first resource of its group that is
 * free at that time (an overlap is refused by `reservations_no_overlap` under a savepoint and the
 * next resource is tried). Idempotent: every row carries an idempotency key `seed-list-booking:*`,
 * and nothing is added when the first exists.
 */
import { and, asc, eq, inArray, like } from "drizzle-orm";
import type { Db } from "@/db";
import { bookingOrderLines, bookingOrders, customers, facilities, reservations, resourceGroups, resources, users } from "@/db/schema";
import { addDays, isoWeekday, localInstant } from "@/lib/market/dates";
import { todayIn } from "@/lib/market/format";
import { pgCode } from "@/db/errors";

const KEY = "seed-list-booking";
/** the purchase order whose delivery assurance was withdrawn after it was booked */
export const WITHDRAWN_ASSURANCE_ORDER = "4500123451";
/** a confirmed purchase order without a booking: its line links to the time booking */
export const BOOKABLE_ORDER = "4500123452";

interface DemoBooking {
  key: string;
  group: string;
  /** n-th weekday after today */
  weekday: number;
  /** local minute of the day */
  minute: number;
  customer: string;
  owner?: string;
  /** the demo account that made the booking */
  bookedBy?: "farmer" | "transporter";
  order?: { kind: "purchase" | "customer"; number: string; line: number };
  plate: string;
  deliveryNo?: string;
  kg: number;
  item: string;
  email?: string;
  mobile?: string;
  note?: string;
  reminder?: number;
}

const BOOKINGS: DemoBooking[] = [
  {
    key: "po-403",
    bookedBy: "farmer",
    group: "LID-L",
    weekday: 1,
    minute: 10 * 60 + 30,
    customer: "100234",
    order: { kind: "purchase", number: "4500123403", line: 10 },
    plate: "GHJ234",
    deliveryNo: "LEV1001",
    kg: 18000,
    item: "10320",
    email: "farmer@demo.se",
    reminder: 60,
  },
  {
    key: "sub-235",
    bookedBy: "farmer",
    group: "SKA-L",
    weekday: 2,
    minute: 9 * 60,
    customer: "100235",
    plate: "MNO345",
    kg: 25000,
    item: "10110",
    mobile: "+46701234567",
    note: "Västergårdens höstvete",
  },
  {
    key: "co-501",
    bookedBy: "farmer",
    group: "SKA-U",
    weekday: 3,
    minute: 13 * 60,
    customer: "100234",
    order: { kind: "customer", number: "7100045501", line: 10 },
    plate: "STU678",
    deliveryNo: "UTL2001",
    kg: 12000,
    item: "20110",
    email: "farmer@demo.se",
    reminder: 1440,
  },
  {
    key: "po-451",
    bookedBy: "farmer",
    group: "SKA-L",
    weekday: 5,
    minute: 10 * 60,
    customer: "100234",
    order: { kind: "purchase", number: WITHDRAWN_ASSURANCE_ORDER, line: 10 },
    plate: "GHJ234",
    kg: 30000,
    item: "10120",
  },
  {
    key: "trp-234",
    group: "LID-L",
    weekday: 4,
    minute: 7 * 60 + 30,
    customer: "100234",
    owner: "300120",
    bookedBy: "transporter",
    plate: "TRP120",
    kg: 38000,
    item: "10110",
    mobile: "+46739876543",
    reminder: 120,
  },
  {
    key: "trp-412",
    group: "LID-L",
    weekday: 2,
    minute: 14 * 60,
    customer: "100412",
    owner: "300120",
    bookedBy: "transporter",
    plate: "TRP121",
    kg: 36000,
    item: "10220",
    mobile: "+46739876543",
  },
  {
    key: "own-412",
    group: "SKA-L",
    weekday: 1,
    minute: 11 * 60,
    customer: "100412",
    plate: "BJK412",
    kg: 28000,
    item: "10210",
    email: "info@bjorkhaga.se",
  },
];

const nthWeekday = (from: string, n: number) => {
  let d = from;
  for (let k = 0; k < n;) {
    d = addDays(d, 1);
    if (isoWeekday(d) <= 5) k++;
  }
  return d;
};

export async function seedListBooking(db: Db, opts: { demo: boolean }): Promise<void> {
  if (!opts.demo) return;
  const [done] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(like(reservations.idempotencyKey, `${KEY}:%`))
    .limit(1);
  if (done) return;
  const cs = await db
    .select({ id: customers.id, number: customers.customerNumber, name: customers.name })
    .from(customers)
    .where(inArray(customers.customerNumber, ["100234", "100235", "100412", "300120"]));
  const c = new Map(cs.map((x) => [x.number, x]));
  if (cs.length < 4) return; // demo customers not seeded
  const groups = await db
    .select({
      id: resourceGroups.id,
      value: resourceGroups.value,
      isLoading: resourceGroups.isLoading,
      facilityId: facilities.id,
      timeZone: facilities.timeZone,
    })
    .from(resourceGroups)
    .innerJoin(facilities, eq(facilities.id, resourceGroups.facilityId))
    .where(inArray(resourceGroups.value, ["SKA-L", "SKA-U", "LID-L"]));
  if (groups.length < 3) return; // logistics reference rows not seeded
  const [transporter] = await db.select({ id: users.id }).from(users).where(eq(users.username, "transporter@demo.se"));
  const [farmer] = await db.select({ id: users.id }).from(users).where(eq(users.username, "farmer@demo.se"));
  const today = todayIn("se");

  await db.transaction(async (tx) => {
    // the purchase order booked while its delivery assurance was confirmed, withdrawn since; and
    // a confirmed one still to be booked
    const ska = groups.find((g) => g.value === "SKA-L")!;
    const lid = groups.find((g) => g.value === "LID-L")!;
    const newOrders = [
      {
        number: WITHDRAWN_ASSURANCE_ORDER,
        facility: ska.facilityId,
        warehouse: "SKA",
        item: "10120",
        kg: 30000,
        sort: "Hallfreda",
        confirmed: false,
        day: 5,
      },
      {
        number: BOOKABLE_ORDER,
        facility: lid.facilityId,
        warehouse: "LID",
        item: "10150",
        kg: 22000,
        sort: "Diskett",
        confirmed: true,
        day: 8,
      },
    ];
    for (const o of newOrders) {
      const [exists] = await tx
        .select({ id: bookingOrders.id })
        .from(bookingOrders)
        .where(and(eq(bookingOrders.kind, "purchase"), eq(bookingOrders.orderNumber, o.number)));
      if (exists) continue;
      const [row] = await tx
        .insert(bookingOrders)
        .values({ kind: "purchase", orderNumber: o.number, customerId: c.get("100234")!.id, facilityId: o.facility, status: 20 })
        .returning({ id: bookingOrders.id });
      if (!row) throw new Error("seed: inserting into bookingOrders returned no row");
      await tx.insert(bookingOrderLines).values({
        orderId: row.id,
        lineNumber: 10,
        itemNumber: o.item,
        quantityKg: o.kg,
        deliveryDate: nthWeekday(today, o.day),
        status: 20,
        torkat: false,
        sort: o.sort,
        warehouse: o.warehouse,
        deliveryAssuranceConfirmed: o.confirmed,
      });
    }
    const orderNumbers = BOOKINGS.flatMap((b) => (b.order ? [b.order.number] : []));
    const orders = await tx
      .select({ id: bookingOrders.id, kind: bookingOrders.kind, number: bookingOrders.orderNumber })
      .from(bookingOrders)
      .where(inArray(bookingOrders.orderNumber, orderNumbers));

    for (const b of BOOKINGS) {
      const g = groups.find((x) => x.value === b.group)!;
      const order = b.order ? orders.find((o) => o.kind === b.order!.kind && o.number === b.order!.number) : undefined;
      if (b.order && !order) continue; // logistics demo orders missing
      const cust = c.get(b.customer)!;
      const day = nthWeekday(today, b.weekday);
      const startsAt = localInstant(day, b.minute, g.timeZone);
      const candidates = await tx
        .select()
        .from(resources)
        .where(and(eq(resources.resourceGroupId, g.id), eq(resources.active, true)))
        .orderBy(asc(resources.id));
      for (const res of candidates) {
        try {
          await tx.transaction(async (sp) => {
            await sp.insert(reservations).values({
              resourceGroupId: g.id,
              resourceId: res.id,
              startsAt,
              endsAt: new Date(startsAt.getTime() + res.slotMinutes * 60_000),
              customerId: cust.id,
              customerNo: cust.number,
              customerName: cust.name,
              owner: b.owner ?? cust.number,
              createdByUserId:
                b.bookedBy === "transporter" ? (transporter?.id ?? null) : b.bookedBy === "farmer" ? (farmer?.id ?? null) : null,
              isLoading: g.isLoading,
              qtyKg: b.kg,
              unit: "ton",
              itemNumber: b.item,
              searchType: b.order ? (b.order.kind === "purchase" ? 5 : 6) : 9,
              searchValue: b.order?.number ?? cust.number,
              bookingOrderId: order?.id ?? null,
              lineNumber: b.order?.line ?? null,
              deliveryNo: b.deliveryNo ?? null,
              licensePlateNo: b.plate,
              email: b.email ?? null,
              mobileNo: b.mobile ?? null,
              note: b.note ?? null,
              reminderInMinutesBefore: b.reminder ?? null,
              idempotencyKey: `${KEY}:${b.key}`,
            });
          });
          break;
        } catch (e) {
          // the time is taken on this resource (reservations_no_overlap): try the next one
          if (pgCode(e) !== "23P01") throw e;
        }
      }
    }
  });
}
