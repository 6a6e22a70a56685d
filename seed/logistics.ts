/**
 * Seed of the logistics area: facilities (Skara, Lidköping, Uppsala; Seinäjoki) with unloading and
 * loading resource groups, resources, opening hours (weekdays 07–16, longer during harvest) and
 * vehicle types (reference data, always); with demo data the demo customers' orders and a few
 * bookings. Idempotent: reference rows are skipped when their code exists, demo rows are only
 * added when no demo order exists yet.
 */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import {
  bookingOrderLines,
  bookingOrders,
  customers,
  facilities,
  reservations,
  resourceGroups,
  resourceOpeningHours,
  resources,
  vehicleTypes,
} from "@/db/schema";
import { addDays, isoWeekday, localInstant } from "@/lib/market/dates";

type Market = "se" | "fi";

const FACILITIES: { market: Market; code: string; name: string; timeZone: string; pits: number; bays: number }[] = [
  { market: "se", code: "SKA", name: "Skara", timeZone: "Europe/Stockholm", pits: 3, bays: 1 },
  { market: "se", code: "LID", name: "Lidköping", timeZone: "Europe/Stockholm", pits: 2, bays: 2 },
  { market: "se", code: "UPP", name: "Uppsala", timeZone: "Europe/Stockholm", pits: 2, bays: 1 },
  { market: "fi", code: "SEI", name: "Seinäjoki", timeZone: "Europe/Helsinki", pits: 2, bays: 1 },
];

export const VEHICLE_TYPE_ROWS: { market: Market; code: string; name: string; maxQuantityKg: number }[] = [
  { market: "se", code: "BILSLAP", name: "Bil med släp", maxQuantityKg: 40000 },
  { market: "se", code: "BIL", name: "Bil utan släp", maxQuantityKg: 20000 },
  { market: "se", code: "TRAKTOR", name: "Traktor med vagn", maxQuantityKg: 15000 },
  { market: "fi", code: "REKKA", name: "Kuorma-auto ja perävaunu", maxQuantityKg: 40000 },
  { market: "fi", code: "AUTO", name: "Kuorma-auto", maxQuantityKg: 20000 },
  { market: "fi", code: "TRAKTORI", name: "Traktori ja perävaunu", maxQuantityKg: 15000 },
];

/** Harvest hours (06–20, also Saturdays) from 1 August to 30 September of a year. */
const harvest = (year: number) => ({ validFrom: `${year}-08-01`, validTo: `${year}-09-30` });

async function seedReferenceRows(db: Db): Promise<void> {
  await db
    .insert(vehicleTypes)
    .values(VEHICLE_TYPE_ROWS.map((v, i) => ({ ...v, sortOrder: i })))
    .onConflictDoNothing();
  const year = new Date().getFullYear();
  for (const f of FACILITIES) {
    const [exists] = await db.select({ id: facilities.id }).from(facilities).where(eq(facilities.code, f.code));
    if (exists) continue;
    await db.transaction(async (tx) => {
      const [fac] = await tx.insert(facilities).values({ market: f.market, code: f.code, name: f.name, timeZone: f.timeZone }).returning();
      if (!fac) throw new Error("seed: inserting into facilities returned no row");
      const groups = [
        {
          value: `${f.code}-L`,
          display: f.market === "se" ? `${f.name} – lossning` : `${f.name} – purku`,
          isLoading: false,
          n: f.pits,
          allowed: 6,
          regNo: false,
          slot: 30,
        },
        {
          value: `${f.code}-U`,
          display: f.market === "se" ? `${f.name} – lastning` : `${f.name} – lastaus`,
          isLoading: true,
          n: f.bays,
          allowed: 2,
          regNo: true,
          slot: 60,
        },
      ];
      for (const [gi, g] of groups.entries()) {
        const [grp] = await tx
          .insert(resourceGroups)
          .values({
            facilityId: fac.id,
            value: g.value,
            display: g.display,
            isLoading: g.isLoading,
            regNoMandatory: g.regNo,
            allowedReservations: g.allowed,
            m3Id: `${f.code}${gi + 1}0`,
            sortOrder: gi,
          })
          .returning();
        if (!grp) throw new Error("seed: inserting into resourceGroups returned no row");
        for (let i = 1; i <= g.n; i++) {
          const [res] = await tx
            .insert(resources)
            .values({ resourceGroupId: grp.id, name: g.isLoading ? `Lastplats ${i}` : `Ficka ${i}`, slotMinutes: g.slot })
            .returning();
          if (!res) throw new Error("seed: inserting into resources returned no row");
          const rows: (typeof resourceOpeningHours.$inferInsert)[] = [1, 2, 3, 4, 5].map((weekday) => ({
            resourceId: res.id,
            weekday,
            opensAt: 7 * 60,
            closesAt: 16 * 60,
          }));
          for (const y of [year, year + 1]) {
            rows.push(
              ...[1, 2, 3, 4, 5, 6].map((weekday) => ({ resourceId: res.id, weekday, opensAt: 6 * 60, closesAt: 20 * 60, ...harvest(y) })),
            );
          }
          await tx.insert(resourceOpeningHours).values(rows);
        }
      }
    });
  }
}

async function seedDemoRows(db: Db): Promise<void> {
  const [done] = await db.select({ id: bookingOrders.id }).from(bookingOrders).where(eq(bookingOrders.orderNumber, "4500123401"));
  if (done) return;
  const cs = await db
    .select({ id: customers.id, number: customers.customerNumber, name: customers.name })
    .from(customers)
    .where(inArray(customers.customerNumber, ["100234", "100310", "700101"]));
  const c = new Map(cs.map((x) => [x.number, x]));
  if (!c.get("100234") || !c.get("100310")) return; // demo customers not seeded
  const fac = new Map((await db.select().from(facilities)).map((f) => [f.code, f]));
  const today = new Date().toISOString().slice(0, 10);
  const nextWeekday = (from: string, n: number) => {
    let d = from;
    for (let k = 0; k < n;) {
      d = addDays(d, 1);
      if (isoWeekday(d) <= 5) k++;
    }
    return d;
  };
  await db.transaction(async (tx) => {
    const orders: {
      kind: "purchase" | "customer" | "distribution" | "shipment";
      number: string;
      customer: string;
      facility: string;
      status: number;
      lines: { item: string | null; kg: number; confirmed: boolean; torkat?: boolean; sort?: string }[];
    }[] = [
      {
        kind: "purchase",
        number: "4500123401",
        customer: "100234",
        facility: "SKA",
        status: 20,
        lines: [{ item: "10110", kg: 32000, confirmed: true, torkat: true, sort: "Julius" }],
      },
      {
        kind: "purchase",
        number: "4500123402",
        customer: "100234",
        facility: "SKA",
        status: 20,
        lines: [{ item: "10210", kg: 28000, confirmed: false, sort: "Planet" }],
      },
      {
        kind: "purchase",
        number: "4500123403",
        customer: "100234",
        facility: "LID",
        status: 45,
        lines: [{ item: "10320", kg: 18000, confirmed: false }],
      },
      {
        kind: "purchase",
        number: "4500123404",
        customer: "100234",
        facility: "SKA",
        status: 85,
        lines: [{ item: "10110", kg: 34000, confirmed: true }],
      },
      {
        kind: "purchase",
        number: "4500131001",
        customer: "100310",
        facility: "LID",
        status: 20,
        lines: [{ item: "10410", kg: 24000, confirmed: true }],
      },
      {
        kind: "customer",
        number: "7100045501",
        customer: "100234",
        facility: "SKA",
        status: 33,
        lines: [{ item: "20110", kg: 12000, confirmed: false }],
      },
      {
        kind: "distribution",
        number: "8800012001",
        customer: "100310",
        facility: "UPP",
        status: 30,
        lines: [{ item: "10220", kg: 30000, confirmed: false }],
      },
      {
        kind: "shipment",
        number: "9300077001",
        customer: "100310",
        facility: "LID",
        status: 40,
        lines: [{ item: "10220", kg: 36000, confirmed: false }],
      },
    ];
    if (c.get("700101") && fac.get("SEI")) {
      orders.push({
        kind: "purchase",
        number: "4600200101",
        customer: "700101",
        facility: "SEI",
        status: 20,
        lines: [{ item: null, kg: 30000, confirmed: false }],
      });
    }
    const ids = new Map<string, number>();
    for (const o of orders) {
      const [row] = await tx
        .insert(bookingOrders)
        .values({
          kind: o.kind,
          orderNumber: o.number,
          customerId: c.get(o.customer)!.id,
          facilityId: fac.get(o.facility)!.id,
          status: o.status,
        })
        .returning();
      if (!row) throw new Error("seed: inserting into bookingOrders returned no row");
      ids.set(o.number, row.id);
      await tx.insert(bookingOrderLines).values(
        o.lines.map((l, i) => ({
          orderId: row.id,
          lineNumber: (i + 1) * 10,
          itemNumber: l.item,
          quantityKg: l.kg,
          deliveryDate: nextWeekday(today, 5),
          status: o.status,
          torkat: l.torkat ?? false,
          sort: l.sort ?? null,
          warehouse: o.facility,
          deliveryAssuranceConfirmed: l.confirmed,
        })),
      );
    }
    // a few bookings on the first resource of each Swedish unloading group
    const groups = await tx
      .select()
      .from(resourceGroups)
      .where(inArray(resourceGroups.value, ["SKA-L", "LID-L"]));
    const bookings = [
      {
        group: "SKA-L",
        day: nextWeekday(today, 2),
        minute: 8 * 60,
        customer: "100234",
        order: "4500123401",
        plate: "ABC123",
        item: "10110",
      },
      {
        group: "LID-L",
        day: nextWeekday(today, 3),
        minute: 10 * 60,
        customer: "100310",
        order: "4500131001",
        plate: "KLM456",
        item: "10410",
      },
      { group: "SKA-L", day: nextWeekday(today, 4), minute: 13 * 60 + 30, customer: "100310", order: null, plate: "XYZ789", item: "10220" },
    ];
    for (const b of bookings) {
      const g = groups.find((x) => x.value === b.group);
      if (!g) continue;
      const [res] = await tx.select().from(resources).where(eq(resources.resourceGroupId, g.id)).orderBy(resources.id).limit(1);
      if (!res) throw new Error("seed: no resources row");
      const f = [...fac.values()].find((x) => x.id === g.facilityId)!;
      const startsAt = localInstant(b.day, b.minute, f.timeZone);
      const cust = c.get(b.customer)!;
      await tx.insert(reservations).values({
        resourceGroupId: g.id,
        resourceId: res.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + res.slotMinutes * 60_000),
        customerId: cust.id,
        customerNo: cust.number,
        customerName: cust.name,
        owner: cust.number,
        isLoading: g.isLoading,
        qtyKg: 30000,
        itemNumber: b.item,
        searchType: b.order ? 5 : 9,
        searchValue: b.order ?? cust.number,
        bookingOrderId: b.order ? ids.get(b.order)! : null,
        lineNumber: b.order ? 10 : null,
        licensePlateNo: b.plate,
        email: "farmer@demo.se",
        reminderInMinutesBefore: 60,
      });
    }
  });
}

export async function seedLogistics(db: Db, opts: { demo: boolean }): Promise<void> {
  await seedReferenceRows(db);
  if (opts.demo) await seedDemoRows(db);
}
