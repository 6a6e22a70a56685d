/**
 * Seeds reference data (markets, pages, articles, price areas, and each area's reference rows)
 * and, unless in production mode, the demo customers and accounts (password demo1234) with each
 * area's demo rows. `scale` adds generated customers, users and inbox messages for volume work.
 * Idempotent on reference data; demo rows are only added to an empty database.
 *
 * The seeds sit above db/ (they use lib/ for hashing, price periods, reminders): db/prepare.ts
 * runs whatever seed step its caller passes (decision 027).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { articles, customerUsers, customers, inboxMessages, markets, pages, priceAreas, users } from "@/db/schema";
import { ARTICLE_ROWS, DEMO_CUSTOMERS, DEMO_INBOX, DEMO_PASSWORD, DEMO_USERS, MARKET_ROWS, PAGE_ROWS, PRICE_AREA_ROWS } from "./data";
import { hashPassword } from "@/lib/auth/password";
import { seedDeliveryFee } from "./delivery-fee";
import { seedPrices } from "./prices";
import { seedAgreements } from "./agreements";
import { seedLogistics } from "./logistics";
import { seedScaleBookings } from "./scale-bookings";
import { seedScaleSearch } from "./scale-search";
import { seedReDestination } from "./re-destination";
import { seedDeliveryAssurance } from "./delivery-assurance";
import { seedTransport } from "./transport";
import { seedListBooking } from "./list-booking";
import { seedMachines } from "./machines";
import { seedMyOrders } from "./my-orders";
import { seedAnalysis } from "./analysis";
import { seedFeedMix } from "./feed-mix";
import { seedFixedPrice } from "./fixed-price";
import { seedSeedProduction } from "./seed-production";
import { seedTrading } from "./trading";
import { seedWarranty } from "./warranty";
import { seedAgrodesk } from "./agrodesk";
import { seedAccountAdmin } from "./account-admin";
import { seedOnboarding } from "./onboarding";
import { seedFacilities } from "./facilities";
import { seedProfile } from "./profile";
import { scheduleReminders } from "@/lib/time-booking/reminders";

export interface SeedOptions {
  /** create the demo customers and accounts */
  demo: boolean;
  /** extra generated volume: scale × 100 customers (with users and messages) per market */
  scale?: number;
  /** also seed the areas' data (default true; area tests seed their own area themselves) */
  areas?: boolean;
  log?: (m: string) => void;
}

/**
 * Demo accounts (password demo1234) are seeded on development and demo runs (`npm start` with
 * NODE_ENV unset), never in a production deploy, whatever SEED_DEMO says (decision 021).
 */
export function demoWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NODE_ENV === "production") return false;
  return env.SEED_DEMO !== "0";
}

export async function seedReference(db: Db): Promise<void> {
  await db.insert(markets).values(MARKET_ROWS).onConflictDoNothing();
  await db.insert(articles).values(ARTICLE_ROWS).onConflictDoNothing();
  await db
    .insert(priceAreas)
    .values(PRICE_AREA_ROWS.map((a, i) => ({ ...a, sortOrder: i })))
    .onConflictDoNothing();
  for (const p of PAGE_ROWS) {
    await db
      .insert(pages)
      .values({
        pageId: p.pageId,
        market: p.market,
        path: p.path,
        title: p.title,
        parentPageId: p.parent ?? null,
        audience: p.audience ?? "all",
        inMenu: p.inMenu ?? true,
        sortOrder: p.pageId,
      })
      .onConflictDoUpdate({
        target: pages.pageId,
        set: { path: p.path, title: p.title, parentPageId: p.parent ?? null, audience: p.audience ?? "all", inMenu: p.inMenu ?? true },
      });
  }
}

async function seedDemo(db: Db, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const c of DEMO_CUSTOMERS) {
      const [row] = await tx
        .insert(customers)
        .values({
          customerNumber: c.number,
          name: c.name,
          organisationNumber: c.org,
          market: c.market,
          parentCustomerId: c.parent ? ids.get(c.parent)! : null,
          address: c.address,
          zipCode: c.zip,
          city: c.city,
          active: c.active ?? true,
        })
        .returning({ id: customers.id });
      if (!row) throw new Error("seed: inserting into customers returned no row");
      ids.set(c.number, row.id);
    }
    for (const u of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          username: u.username,
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          market: u.market,
          mobile: u.mobile ?? null,
          phone: u.phone ?? null,
          personNumber: u.personNumber ?? null,
          passwordHash,
          ...u.flags,
        })
        .returning({ id: users.id });
      if (!row) throw new Error("seed: inserting into users returned no row");
      for (const m of u.customers) {
        await tx
          .insert(customerUsers)
          .values({ userId: row.id, customerId: ids.get(m.number)!, profile: m.profile, isDefault: m.isDefault ?? false });
      }
      const msgs = DEMO_INBOX.filter((m) => m.username === u.username);
      if (msgs.length) {
        await tx.insert(inboxMessages).values(
          msgs.map((m, i) => ({
            userId: row.id,
            sender: m.sender,
            subject: m.subject,
            body: m.body,
            isRead: m.read ?? false,
            isStarred: m.starred ?? false,
            createdAt: new Date(Date.now() - (i + 1) * 86_400_000),
          })),
        );
      }
    }
  });
}

/** Deterministic pseudo-random numbers, so a scaled seed is the same every time. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const SE_FARMS = ["Gård", "Lantbruk", "Säteri", "Egendom", "Hemman"];
const SE_PLACES = [
  "Ekeby",
  "Berga",
  "Sunnanå",
  "Lilla Mölla",
  "Västanby",
  "Holma",
  "Rydsgård",
  "Tuna",
  "Bölinge",
  "Öllsjö",
  "Kvarnby",
  "Hässlunda",
];
const SE_CITIES: [city: string, zip: string][] = [
  ["Skara", "532 30"],
  ["Lidköping", "531 30"],
  ["Uppsala", "753 20"],
  ["Eslöv", "241 30"],
  ["Motala", "591 30"],
  ["Kalmar", "392 30"],
];
const SE_FIRST = ["Lars", "Karin", "Anders", "Maria", "Johan", "Eva", "Per", "Ingrid", "Nils", "Sara"];
const SE_LAST = ["Andersson", "Svensson", "Persson", "Olsson", "Larsson", "Gustafsson", "Jönsson", "Bengtsson"];
const FI_PLACES = ["Niemelä", "Hakala", "Koskela", "Peltola", "Rinne", "Laitila", "Mattila", "Salmela", "Kallio", "Harju"];
const FI_CITIES: [city: string, zip: string][] = [
  ["Seinäjoki", "60100"],
  ["Huittinen", "32700"],
  ["Loimaa", "32200"],
  ["Ylivieska", "84100"],
  ["Salo", "24100"],
];
const FI_FIRST = ["Juha", "Anne", "Pekka", "Sari", "Antti", "Tiina", "Mikko", "Hanna"];
const FI_LAST = ["Niemi", "Hakala", "Koskinen", "Laine", "Heikkinen", "Järvinen", "Lehtonen"];

async function seedScale(db: Db, scale: number, passwordHash: string, log: (m: string) => void): Promise<void> {
  const rand = rng(20261121);
  const pick = <T>(xs: readonly T[]): T => {
    const x = xs[Math.floor(rand() * xs.length)];
    if (x === undefined) throw new Error("seed: pick from an empty list");
    return x;
  };
  const perMarket = scale * 100;
  const existing = await db.$count(customers, sql`${customers.customerNumber} like '5%' or ${customers.customerNumber} like '9%'`);
  if (existing > 0) {
    log(`scale data already present (${existing} generated customers); skipping`);
    return;
  }
  for (const market of ["se", "fi"] as const) {
    const base = market === "se" ? 500000 : 900000;
    for (let chunk = 0; chunk < perMarket; chunk += 500) {
      const size = Math.min(500, perMarket - chunk);
      await db.transaction(async (tx) => {
        const custRows = Array.from({ length: size }, (_, i) => {
          const [city, zip] = market === "se" ? pick(SE_CITIES) : pick(FI_CITIES);
          const place = market === "se" ? pick(SE_PLACES) : pick(FI_PLACES);
          const n = base + chunk + i;
          return {
            customerNumber: String(n),
            name: market === "se" ? `${place} ${pick(SE_FARMS)}${rand() < 0.4 ? " AB" : ""}` : `${place}n tila${rand() < 0.3 ? " Oy" : ""}`,
            organisationNumber:
              market === "se"
                ? `5566${String(n).slice(-2)}-${String(1000 + (n % 9000)).padStart(4, "0")}`
                : `${String(n).slice(-7)}-${n % 10}`,
            market,
            address: `${place} ${1 + Math.floor(rand() * 90)}`,
            zipCode: zip,
            city,
          };
        });
        const inserted = await tx.insert(customers).values(custRows).returning({ id: customers.id, number: customers.customerNumber });
        const userRows = inserted.map((c) => {
          const first = market === "se" ? pick(SE_FIRST) : pick(FI_FIRST);
          const last = market === "se" ? pick(SE_LAST) : pick(FI_LAST);
          return {
            username: `user${c.number}@example.${market}`,
            email: `user${c.number}@example.${market}`,
            firstName: first,
            lastName: last,
            market,
            passwordHash,
          };
        });
        const us = await tx.insert(users).values(userRows).returning({ id: users.id });
        const links = us.map((u, i) => {
          const customer = inserted[i];
          if (!customer) throw new Error("seed: fewer customers than users in a chunk");
          return { userId: u.id, customerId: customer.id, profile: "owner", isDefault: true };
        });
        await tx.insert(customerUsers).values(links);
        await tx.insert(inboxMessages).values(
          us.flatMap((u) =>
            Array.from({ length: 5 }, (_, k) => ({
              userId: u.id,
              sender: "Kundtjänst",
              subject: `Meddelande ${k + 1}`,
              body: "Automatiskt genererat meddelande.",
              isRead: rand() < 0.6,
              isStarred: rand() < 0.1,
            })),
          ),
        );
      });
    }
    log(`seeded ${perMarket} generated ${market} customers with users and messages`);
  }
}

/** Seeded bookings are inserted directly: give the upcoming ones with a reminder their outbox rows. */
async function seedBookingReminders(db: Db): Promise<void> {
  const due = await db.execute<{ id: number }>(sql`
    select r.id from reservations r
    where r.status = 'booked' and r.reminder_in_minutes_before is not null and r.starts_at > now()
      and not exists (
        select 1 from outbox o
        where o.dedupe_key in (
          'reminder:' || r.id || ':' || r.reminder_in_minutes_before || ':email',
          'reminder:' || r.id || ':' || r.reminder_in_minutes_before || ':sms'))`);
  for (const { id } of due.rows) await db.transaction((tx) => scheduleReminders(tx, id));
}

export async function seed(db: Db, opts: SeedOptions): Promise<{ demo: boolean }> {
  const log = opts.log ?? (() => {});
  await seedReference(db);
  let demo = false;
  if (opts.demo) {
    const n = await db.$count(
      users,
      inArray(
        users.username,
        DEMO_USERS.map((u) => u.username),
      ),
    );
    if (n === 0) {
      await seedDemo(db, await hashPassword(DEMO_PASSWORD));
      demo = true;
      log(`seeded demo customers and ${DEMO_USERS.length} demo accounts (password ${DEMO_PASSWORD})`);
    }
  }
  // Area data (ERP-held data in the legacy portal): reference rows always, demo rows with the demo.
  if (opts.areas !== false) {
    await seedDeliveryFee(db, { demo: opts.demo });
    await seedPrices(db, { demo: opts.demo });
    await seedAgreements(db, { demo: opts.demo });
    await seedLogistics(db, { demo: opts.demo });
    await seedListBooking(db, { demo: opts.demo });
    await seedReDestination(db, { demo: opts.demo });
    await seedDeliveryAssurance(db, { demo: opts.demo });
    await seedTransport(db, { demo: opts.demo });
    await seedMachines(db, { demo: opts.demo });
    await seedMyOrders(db, { demo: opts.demo });
    await seedAnalysis(db, { demo: opts.demo });
    await seedFeedMix(db, { demo: opts.demo });
    await seedFixedPrice(db, { demo: opts.demo });
    await seedSeedProduction(db, { demo: opts.demo });
    await seedTrading(db, { demo: opts.demo });
    await seedWarranty(db, { demo: opts.demo });
    await seedAgrodesk(db, { demo: opts.demo });
    await seedAccountAdmin(db);
    await seedOnboarding(db, { demo: opts.demo });
    await seedFacilities(db, { demo: opts.demo });
    await seedProfile(db, { demo: opts.demo });
    // the demo bookings are inserted directly; a database without demo data has none to remind of
    if (opts.demo) await seedBookingReminders(db);
  }
  if (opts.scale && opts.scale > 0) {
    await seedScale(db, opts.scale, await hashPassword(DEMO_PASSWORD), log);
    if (opts.areas !== false) {
      await seedScaleBookings(db, opts.scale, log);
      await seedScaleSearch(db, opts.scale, log);
    }
    // fresh planner statistics after the bulk inserts: without them the first runs plan as for empty tables
    await db.execute(sql`analyze`);
  }
  // Optional first staff account for a production database without demo data.
  const adminUser = process.env.ADMIN_USERNAME;
  const adminPassword = process.env.ADMIN_PASSWORD;
  if (adminUser && adminPassword) {
    const [exists] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, adminUser.toLowerCase()));
    if (!exists) {
      await db.insert(users).values({
        username: adminUser,
        email: adminUser,
        firstName: "Admin",
        lastName: "",
        market: "se",
        isInternal: true,
        passwordHash: await hashPassword(adminPassword),
      });
      log(`created internal account ${adminUser}`);
    }
  }
  return { demo };
}

/**
 * A production deploy never has demo accounts (decision 021): any found (e.g. a database that
 * was once seeded for a demo) are deactivated and their sessions end. Returns how many.
 */
export async function disableDemoAccounts(db: Db): Promise<number> {
  const names = DEMO_USERS.map((u) => u.username);
  const rows = await db
    .update(users)
    .set({ active: false })
    .where(and(inArray(users.username, names), eq(users.active, true)))
    .returning({ id: users.id });
  return rows.length;
}
