/**
 * Seed of the delivery assurance area: the form's settings per market (always) and, with demo
 * data, a few submitted assurances of 100234 (and one of 700101) so step 2 has rows. Runs after
 * seedLogistics, seedDeliveryFee and seedAgreements (facilities, addresses, depot agreements).
 *
 * The harvest period is relative to the day the seed first runs: from 30 days ago to 150 days
 * ahead, with 14 pre-days and 60 post-days. Because the seed runs at every start, a demo database
 * whose window has ended is moved forward the same way (only with demo data; real settings are
 * never touched). Idempotent: settings rows are inserted once, demo assurances only when 100234
 * has none.
 */
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { agreements, customers, deliveryAddresses, deliveryAssurances, deliveryAssuranceSettings, facilities } from "@/db/schema";
import { addDays, isoWeekday, toLocal } from "@/lib/market/dates";
import { insertAssurance } from "@/lib/delivery-assurance/insert-assurance";

type Market = "se" | "fi";
const TIME_ZONE: Record<Market, string> = { se: "Europe/Stockholm", fi: "Europe/Helsinki" };

/** Feature flags per market: Sweden asks every question; Finland has no glyphosate, night loading or load height questions. */
const FLAGS: Record<
  Market,
  { glyphosateActive: boolean; nightLoadingActive: boolean; loadHeightActive: boolean; warehouseListActive: boolean }
> = {
  se: { glyphosateActive: true, nightLoadingActive: true, loadHeightActive: true, warehouseListActive: true },
  fi: { glyphosateActive: false, nightLoadingActive: false, loadHeightActive: false, warehouseListActive: true },
};

const window = (today: string) => ({ harvestFrom: addDays(today, -30), harvestTo: addDays(today, 150), preDays: 14, postDays: 60 });

async function seedSettings(db: Db, demo: boolean, now: Date): Promise<void> {
  for (const market of ["se", "fi"] as const) {
    const today = toLocal(now, TIME_ZONE[market]).date;
    await db
      .insert(deliveryAssuranceSettings)
      .values({ market, ...FLAGS[market], ...window(today) })
      .onConflictDoNothing();
    if (demo) {
      // a demo window that has ended moves forward (the demo must work from today on)
      await db
        .update(deliveryAssuranceSettings)
        .set({ ...window(today), updatedAt: now })
        .where(
          and(
            eq(deliveryAssuranceSettings.market, market),
            lt(sql`${deliveryAssuranceSettings.harvestTo} + ${deliveryAssuranceSettings.postDays}`, sql`${today}::date + 30`),
          ),
        );
    }
  }
}

interface DemoAssurance {
  customer: string;
  item: string;
  sort?: string;
  tons: number;
  torkat: boolean;
  red: boolean;
  straforkortat: boolean;
  glyfosat: boolean | null;
  slam: boolean;
  depa?: string;
  address: string;
  transportation: "OWN" | "FRITT_GARD" | "FRITT_LAGER";
  lorryType?: string;
  nightLoading?: boolean;
  loadingHeight?: boolean;
  /** weekdays from today */
  inWeekdays: number;
  warehouse: string;
  otherInfo?: string;
}

const DEMO: DemoAssurance[] = [
  {
    customer: "100234",
    item: "10110",
    sort: "Julius",
    tons: 34,
    torkat: true,
    red: false,
    straforkortat: true,
    glyfosat: false,
    slam: false,
    address: "Gårdsjö gård",
    transportation: "OWN",
    lorryType: "BIL_SLAP",
    nightLoading: false,
    loadingHeight: true,
    inWeekdays: 3,
    warehouse: "SKA",
    otherInfo: "Ring 30 min före ankomst.",
  },
  {
    customer: "100234",
    item: "10210",
    sort: "Planet",
    tons: 30,
    torkat: true,
    red: true,
    straforkortat: false,
    glyfosat: false,
    slam: false,
    depa: "210102",
    address: "Norra fältet, plansilo",
    transportation: "FRITT_GARD",
    inWeekdays: 6,
    warehouse: "LID",
  },
  {
    customer: "100234",
    item: "10220",
    tons: 28.5,
    torkat: false,
    red: false,
    straforkortat: false,
    glyfosat: false,
    slam: false,
    address: "Gårdsjö gård",
    transportation: "FRITT_LAGER",
    inWeekdays: 9,
    warehouse: "SKA",
  },
  {
    customer: "700101",
    item: "11320",
    sort: "Niklas",
    tons: 25,
    torkat: true,
    red: false,
    straforkortat: false,
    glyfosat: null,
    slam: false,
    depa: "710102",
    address: "Mäkelän tila",
    transportation: "OWN",
    lorryType: "TRAKTORI",
    inWeekdays: 4,
    warehouse: "SEI",
  },
];

async function seedDemo(db: Db, now: Date): Promise<void> {
  const numbers = [...new Set(DEMO.map((d) => d.customer))];
  const cs = await db
    .select({ id: customers.id, number: customers.customerNumber, market: customers.market })
    .from(customers)
    .where(inArray(customers.customerNumber, numbers));
  const main = cs.find((c) => c.number === "100234");
  if (!main) return; // demo customers not seeded
  const [done] = await db
    .select({ id: deliveryAssurances.id })
    .from(deliveryAssurances)
    .where(eq(deliveryAssurances.customerId, main.id))
    .limit(1);
  if (done) return;
  const fac = new Map((await db.select({ id: facilities.id, code: facilities.code }).from(facilities)).map((f) => [f.code, f]));
  const addresses = await db
    .select({ id: deliveryAddresses.id, name: deliveryAddresses.name, customerId: deliveryAddresses.customerId })
    .from(deliveryAddresses);
  const depots = await db
    .select({ id: agreements.id, number: agreements.agreementNumber })
    .from(agreements)
    .where(eq(agreements.deliveryMode, "Depa"));
  await db.transaction(async (tx) => {
    for (const d of DEMO) {
      const c = cs.find((x) => x.number === d.customer);
      const facility = fac.get(d.warehouse);
      const address = addresses.find((a) => a.customerId === c?.id && a.name === d.address);
      const depot = d.depa ? depots.find((a) => a.number === d.depa) : undefined;
      if (!c || !facility || !address || (d.depa && !depot)) continue; // an area it builds on is not seeded
      let date = toLocal(now, TIME_ZONE[c.market as Market]).date;
      for (let k = 0; k < d.inWeekdays;) {
        date = addDays(date, 1);
        if (isoWeekday(date) <= 5) k++;
      }
      await insertAssurance(
        tx,
        {
          customerId: c.id,
          market: c.market,
          createdByUserId: null,
          itemNumber: d.item,
          sort: d.sort ?? null,
          harvestYear: Number(date.slice(0, 4)) - (date.slice(5) < "07-01" ? 1 : 0),
          quantityTons: d.tons,
          torkat: d.torkat,
          red: d.red,
          straforkortat: d.straforkortat,
          glyfosat: d.glyfosat,
          slam: d.slam,
          deliveryType: depot ? "Depa" : "Spon",
          depaAgreementId: depot?.id ?? null,
          deliveryAddressId: address.id,
          transportation: d.transportation,
          lorryType: d.lorryType ?? null,
          nightLoading: d.transportation === "OWN" ? (d.nightLoading ?? null) : null,
          loadingHeight: d.transportation === "OWN" ? (d.loadingHeight ?? null) : null,
          deliveryDate: date,
          warehouse: d.warehouse,
          otherInfo: d.otherInfo ?? null,
          idempotencyKey: null,
        },
        facility,
      );
    }
  });
}

export async function seedDeliveryAssurance(db: Db, opts: { demo: boolean; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  await seedSettings(db, opts.demo, now);
  if (opts.demo) await seedDemo(db, now);
}
