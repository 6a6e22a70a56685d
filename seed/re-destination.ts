/**
 * Demo data of re-destination (omdestinering): confirmed purchase-order lines (confirmed delivery
 * assurance and delivery date) at Skara, Lidköping and Uppsala in the coming weeks for the demo
 * farmers 100234, 100412 and 100518 (order numbers 45009xxxxx), one Finnish line at Seinäjoki for
 * 700101 (46009xxxxx), one unconfirmed line that the search must not show, and a time booking on
 * a Skara line (re-destining it cancels the booking and tells the customer).
 *
 * Runs after seedLogistics (facilities, resource groups). Idempotent: nothing is added when the
 * first demo order exists; without the demo customers or facilities it does nothing.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { bookingOrderLines, bookingOrders, customers, facilities, reservations, resourceGroups, resources } from "@/db/schema";
import { addDays, isoWeekday, localInstant } from "@/lib/market/dates";

interface DemoLine {
  item: string;
  kg: number;
  day: number;
  confirmed?: boolean;
  sort?: string;
  torkat?: boolean;
}
interface DemoOrder {
  number: string;
  customer: string;
  facility: string;
  lines: DemoLine[];
}

/** `day`: the n-th weekday from today. */
const ORDERS: DemoOrder[] = [
  {
    number: "4500900101",
    customer: "100234",
    facility: "SKA",
    lines: [
      { item: "10110", kg: 34000, day: 4, sort: "Julius", torkat: true },
      { item: "10110", kg: 18500, day: 4, sort: "Julius" },
    ],
  },
  { number: "4500900102", customer: "100234", facility: "SKA", lines: [{ item: "10210", kg: 29000, day: 6, sort: "Planet" }] },
  { number: "4500900103", customer: "100234", facility: "SKA", lines: [{ item: "10220", kg: 26000, day: 9 }] },
  { number: "4500900201", customer: "100412", facility: "SKA", lines: [{ item: "10410", kg: 22000, day: 5, sort: "Ginfizz" }] },
  { number: "4500900202", customer: "100412", facility: "SKA", lines: [{ item: "10120", kg: 38000, day: 8 }] },
  { number: "4500900203", customer: "100412", facility: "LID", lines: [{ item: "10320", kg: 15500, day: 7 }] },
  { number: "4500900301", customer: "100518", facility: "SKA", lines: [{ item: "10510", kg: 31000, day: 6 }] },
  {
    number: "4500900302",
    customer: "100518",
    facility: "UPP",
    lines: [
      { item: "10110", kg: 36000, day: 5, sort: "Ellvis" },
      { item: "10150", kg: 12000, day: 10 },
    ],
  },
  { number: "4500900303", customer: "100518", facility: "UPP", lines: [{ item: "10310", kg: 24000, day: 12 }] },
  { number: "4500900104", customer: "100234", facility: "LID", lines: [{ item: "10150", kg: 27500, day: 11 }] },
  // not confirmed: never offered for re-destination
  { number: "4500900105", customer: "100234", facility: "SKA", lines: [{ item: "10220", kg: 20000, day: 6, confirmed: false }] },
  { number: "4600900101", customer: "700101", facility: "SEI", lines: [{ item: "11320", kg: 30000, day: 6 }] },
];

/** The n-th weekday (Mon–Fri) after `from` (ISO dates). */
function nthWeekday(from: string, n: number): string {
  let d = from;
  for (let k = 0; k < n;) {
    d = addDays(d, 1);
    if (isoWeekday(d) <= 5) k++;
  }
  return d;
}

export async function seedReDestination(db: Db, opts: { demo: boolean }): Promise<void> {
  if (!opts.demo) return;
  const marker = ORDERS[0]?.number ?? "";
  const [done] = await db
    .select({ id: bookingOrders.id })
    .from(bookingOrders)
    .where(and(eq(bookingOrders.kind, "purchase"), eq(bookingOrders.orderNumber, marker)));
  if (done) return;
  const cs = new Map(
    (
      await db
        .select()
        .from(customers)
        .where(inArray(customers.customerNumber, [...new Set(ORDERS.map((o) => o.customer))]))
    ).map((c) => [c.customerNumber, c]),
  );
  const fac = new Map((await db.select().from(facilities)).map((f) => [f.code, f]));
  if (!fac.get("SKA") || !cs.get("100234")) return; // logistics or demo customers not seeded
  const today = new Date().toISOString().slice(0, 10);

  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const o of ORDERS) {
      const c = cs.get(o.customer);
      const f = fac.get(o.facility);
      if (!c || !f) continue;
      const [order] = await tx
        .insert(bookingOrders)
        .values({ kind: "purchase", orderNumber: o.number, customerId: c.id, facilityId: f.id, status: 20 })
        .returning();
      if (!order) throw new Error("seed: inserting into bookingOrders returned no row");
      ids.set(o.number, order.id);
      await tx.insert(bookingOrderLines).values(
        o.lines.map((l, i) => ({
          orderId: order.id,
          lineNumber: (i + 1) * 10,
          itemNumber: l.item,
          quantityKg: l.kg,
          deliveryDate: nthWeekday(today, l.day),
          status: 20,
          torkat: l.torkat ?? false,
          sort: l.sort ?? null,
          warehouse: o.facility,
          deliveryAssuranceConfirmed: l.confirmed ?? true,
        })),
      );
    }

    // a booking on 4500900102 line 10 (Skara, unloading) on its delivery day at 10:30 on a free pit
    const orderId = ids.get("4500900102");
    const [group] = await tx.select().from(resourceGroups).where(eq(resourceGroups.value, "SKA-L"));
    const c = cs.get("100234")!;
    if (orderId && group) {
      const pits = await tx.select().from(resources).where(eq(resources.resourceGroupId, group.id)).orderBy(resources.id);
      const startsAt = localInstant(nthWeekday(today, 6), 10 * 60 + 30, fac.get("SKA")!.timeZone);
      for (const pit of pits) {
        try {
          await tx.transaction(async (sp) => {
            await sp.insert(reservations).values({
              resourceGroupId: group.id,
              resourceId: pit.id,
              startsAt,
              endsAt: new Date(startsAt.getTime() + pit.slotMinutes * 60_000),
              customerId: c.id,
              customerNo: c.customerNumber,
              customerName: c.name,
              owner: c.customerNumber,
              isLoading: false,
              qtyKg: 29000,
              itemNumber: "10210",
              searchType: 5,
              searchValue: "4500900102",
              bookingOrderId: orderId,
              lineNumber: 10,
              licensePlateNo: "GRN482",
              email: "farmer@demo.se",
              mobileNo: "+46701234567",
            });
          });
          break;
        } catch (e) {
          // the pit is taken at that time (another area's demo booking): try the next one
          if (
            (e as { code?: string; cause?: { code?: string } }).code !== "23P01" &&
            (e as { cause?: { code?: string } }).cause?.code !== "23P01"
          )
            throw e;
        }
      }
    }
  });
}
