/**
 * My agreements' domain against the seeded demo data: every section for the demo farmer, the
 * access rules (own, sub-customer, staff acting; 403 otherwise, also for numbers that do not
 * exist), the "-subcustomer" rule and the internal-only fields.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agreements, customerUsers, customers, users, weighIns } from "@/db/schema";
import { seed } from "@/seed";
import { seedAgreements } from "@/seed/agreements";
import type { Actor } from "@/lib/auth/actor";
import { loadActor, createSession } from "@/lib/auth/sessions";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { getWeighInAnalysis } from "./get-weigh-in-analysis";
import { getWeighInInfo } from "./get-weigh-in-info";
import { getForageAnalysis } from "./get-forage-analysis";
import { getForageHarvestYear } from "./get-forage-harvest-year";
import { listAgreementArticles } from "./list-agreement-articles";
import { listAgreementCustomers } from "./list-agreement-customers";
import { listAgreementsByStatus } from "./list-agreements-by-status";
import { listConnectedSeedAgreements } from "./list-connected-seed-agreements";
import { listFarmSamples } from "./list-farm-samples";
import { listForageAgreements } from "./list-forage-agreements";
import { listGrainAgreements } from "./list-grain-agreements";
import { listOpenAgreements } from "./list-open-agreements";
import { listPriceHedgings } from "./list-price-hedgings";
import { listSeedAgreements, listSeedAgreementsOfYear } from "./list-seed-agreements";
import { loadMyAgreementsPage } from "./load-my-agreements-page";
import { must } from "@/tests/support/must";

const t = useTestDb();

async function actorOf(username: string, opts: { acting?: string } = {}): Promise<Actor> {
  const u = must((await t.db.select().from(users).where(eq(users.username, username)))[0]);
  const sid = await createSession(t.db, { userId: u.id });
  if (opts.acting) return signInAs(t.db, u.id, { acting: opts.acting });
  return (await loadActor(t.db, sid))!;
}

let farmer: Actor;
let finn: Actor;
let staff: Actor;
let staffIdle: Actor;

beforeAll(async () => {
  await seed(t.db, { demo: true, areas: false });
  expect(await seedAgreements(t.db, { demo: true })).toBeGreaterThan(40);
  farmer = await actorOf("farmer@demo.se");
  finn = await actorOf("farmer@demo.fi");
  staff = await actorOf("staff@demo.se", { acting: "100234" });
  staffIdle = await actorOf("staff@demo.se");
});

const FORBIDDEN = { code: "FORBIDDEN", status: 403 };

describe("demo seed", () => {
  it("is idempotent and gives farmer@demo.se's customers agreements of every kind over several years", async () => {
    expect(await seedAgreements(t.db, { demo: true })).toBe(0);
    for (const kind of ["grain", "forage"] as const) {
      const fn = kind === "grain" ? listGrainAgreements : listForageAgreements;
      const r = await fn(t.db, { actor: farmer, customerNumber: "100234" });
      expect(r.agreements.length, kind).toBeGreaterThanOrEqual(2);
      expect(new Set(r.agreements.map((a) => a.status)), kind).toEqual(
        new Set(kind === "grain" ? ["open", "current", "inactive"] : ["current", "inactive"]),
      );
    }
    const seedYears = await listSeedAgreements(t.db, { actor: farmer, customerNumber: "100234" });
    expect(seedYears.years.length).toBeGreaterThanOrEqual(3);
    for (const kind of ["feed", "merchandise"] as const) {
      const current = await listAgreementsByStatus(t.db, { actor: farmer, customerNumber: "100234", kind, selected: "current" });
      const inactive = await listAgreementsByStatus(t.db, { actor: farmer, customerNumber: "100234", kind, selected: "inactive" });
      expect(current.agreements.length, kind).toBeGreaterThanOrEqual(2);
      expect(inactive.agreements.length, kind).toBeGreaterThanOrEqual(2);
    }
    for (const c of ["100235", "100236", "100310"]) {
      const g = await listGrainAgreements(t.db, { actor: farmer, customerNumber: c, variant: c === "100310" ? "own" : "sub" });
      expect(g.agreements.length, c).toBeGreaterThan(0);
    }
    for (const kind of ["feed", "merchandise"] as const) {
      const fi = await listAgreementsByStatus(t.db, { actor: finn, customerNumber: "700101", kind, selected: "current" });
      expect(fi.agreements.length, kind).toBeGreaterThanOrEqual(2);
      expect(must(fi.agreements[0]).currency).toBe("EUR");
    }
    expect((await listForageAgreements(t.db, { actor: finn, customerNumber: "700101" })).agreements.length).toBeGreaterThanOrEqual(2);
    for (const c of ["100235", "700102"]) {
      const subs = await Promise.all([
        listGrainAgreements(t.db, { actor: c === "700102" ? finn : farmer, customerNumber: c, variant: "sub" }),
        listForageAgreements(t.db, { actor: c === "700102" ? finn : farmer, customerNumber: c, variant: "sub" }),
      ]);
      expect(
        subs.every((r) => r.agreements.length > 0),
        c,
      ).toBe(true);
    }
  });

  it("is realistic: agreements in force are not over-delivered, weigh-ins fall inside the validity, numbers per market", async () => {
    const rows = await t.db.select().from(agreements);
    for (const a of rows.filter((x) => x.status !== "inactive"))
      expect(a.acceptedQuantity, a.agreementNumber).toBeLessThanOrEqual(a.totalQuantity);
    const days = await t.db
      .select({ number: agreements.agreementNumber, from: agreements.validFrom, to: agreements.validTo, at: weighIns.weighedAt })
      .from(weighIns)
      .innerJoin(agreements, eq(agreements.id, weighIns.agreementId));
    expect(days.length).toBeGreaterThan(40);
    for (const d of days) {
      const day = d.at.toISOString().slice(0, 10);
      expect(day >= d.from && day <= d.to, `${d.number} ${day}`).toBe(true);
    }
  });
});

describe("sections", () => {
  it("grain: accepted quantity is the sum of the settled weigh-ins (ton), with lines and delivery days", async () => {
    const r = await listGrainAgreements(t.db, { actor: farmer, customerNumber: "100234" });
    expect(must(r.agreements[0]).status).toBe("open"); // open first
    const a = r.agreements.find((x) => x.agreementNumber === "210101")!;
    expect(a).toMatchObject({
      TotalQuantity: 120,
      kind: "grain",
      agreementType: "SportAndForwardAvtal",
      status: "current",
      hasFarmSamples: true,
      hasPriceHedgings: true,
      hasWeighIns: true,
      priceArea: "Väst",
    });
    expect(a.deliveries).toHaveLength(3);
    const settled = a.deliveries.reduce((s, d) => s + d.settledKg, 0);
    expect(a.acceptedQuantity).toBeCloseTo(settled / 1000, 3);
    expect(a.acceptedQuantity).toBeGreaterThan(60);
    expect(a.remainingQuantity).toBeCloseTo(120 - a.acceptedQuantity, 3);
    expect(a.lines[0]).toMatchObject({ itemNumber: "10110", itemName: "Höstvete, bröd", sort: "Julius" });
    expect(a.internal).toBeUndefined();
  });

  it("seed: this year's top-level agreements, the connected list, a year change and the toggle's year", async () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const r = await listSeedAgreements(t.db, { actor: farmer, customerNumber: "100234", now });
    expect(r.selectedYear).toBe(2026);
    expect(r.years).toEqual([2026, 2025, 2024]);
    expect(r.agreements.map((a) => a.agreementNumber).sort()).toEqual(["220101", "220104"]); // 220102/220103 are connected, not top-level
    expect(r.AgreementsCommaseparatedList).toBe("220101");

    const connected = await listConnectedSeedAgreements(t.db, { actor: farmer, customerNumber: "100234", agreementNumber: "220101" });
    expect(connected.agreements.map((a) => a.agreementNumber).sort()).toEqual(["220102", "220103"]);
    expect(connected.TotalQuantity).toBe(20.5);
    expect(connected.agreements.every((a) => a.connectedToAgreementNumber === "220101")).toBe(true);

    const y2025 = await listSeedAgreementsOfYear(t.db, { actor: farmer, customerNumber: "100234", year: 2025 });
    expect(y2025).toMatchObject({ selectedValue: 2025, AgreementsCommaseparatedList: "220105" });
    const toggled = await listSeedAgreements(t.db, { actor: farmer, customerNumber: "100234", agreementNumber: "220107", now });
    expect(toggled.selectedYear).toBe(2024);
    // another customer's agreement in the toggle does not pick the year
    const foreignToggle = await listSeedAgreements(t.db, { actor: farmer, customerNumber: "100234", agreementNumber: "220501", now });
    expect(foreignToggle.selectedYear).toBe(2026);
  });

  it("forage: harvest years per agreement, provnr list per year and analysis results by provnr", async () => {
    const r = await listForageAgreements(t.db, { actor: farmer, customerNumber: "100234" });
    const a = r.agreements.find((x) => x.agreementNumber === "230101")!;
    expect(a.harvestYears).toEqual([2026, 2025, 2024]);
    const year = await getForageHarvestYear(t.db, {
      actor: farmer,
      customerNumber: "100234",
      agreementNumber: "230101",
      harvestYear: 2025,
    });
    expect(year.samples.map((s) => s.ProvNr)).toEqual(["640103", "640104", "640105"]);
    const analysis = await getForageAnalysis(t.db, { actor: farmer, sampleNumber: "640105" });
    expect(analysis).toMatchObject({ ProvNr: "640105", harvestYear: 2025, cut: 3 });
    expect(analysis.results.find((x) => x.code === "crudeProtein")).toEqual({ code: "crudeProtein", value: 182, unit: "g/kg ts" });
    expect(analysis.internal).toBeUndefined();
  });

  it("feed and merchandise: current and inactive lists, article lines, unit conversion and the type check", async () => {
    const feed = await listAgreementsByStatus(t.db, { actor: farmer, customerNumber: "100234", kind: "feed", selected: "current" });
    expect(feed.agreements.map((a) => a.status).every((s) => s !== "inactive")).toBe(true);
    const articles = await listAgreementArticles(t.db, {
      actor: farmer,
      customerNumber: "100234",
      agreementNumber: "240101",
      kind: "feed",
    });
    expect(articles.articles).toHaveLength(2);
    expect(articles.articles[0]).toMatchObject({
      itemNumber: "40110",
      quantity: 60,
      deliveredQuantity: 24,
      remainingQuantity: 36,
      unit: "ton",
    });
    const inKg = await listAgreementArticles(t.db, {
      actor: farmer,
      customerNumber: "100234",
      agreementNumber: "240101",
      kind: "feed",
      unit: "kg",
    });
    expect(inKg.articles[0]).toMatchObject({ quantity: 60000, unit: "kg", price: 4.35 });

    const trade = await listAgreementArticles(t.db, {
      actor: farmer,
      customerNumber: "100234",
      agreementNumber: "250101",
      kind: "merchandise",
      agreementType: "Handelsvaruavtal",
    });
    expect(trade.articles.map((l) => l.unit)).toEqual(["ton", "st"]);
    await expect(
      listAgreementArticles(t.db, {
        actor: farmer,
        customerNumber: "100234",
        agreementNumber: "250101",
        kind: "merchandise",
        agreementType: "FastPrisAvtalHandel",
      }),
    ).rejects.toMatchObject({ status: 404 });
    // a grain agreement through the feed call
    await expect(
      listAgreementArticles(t.db, { actor: farmer, customerNumber: "100234", agreementNumber: "210101", kind: "feed" }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("popups: farm samples with results, price hedgings with totals, weigh-ins of a day and one weigh-in's analysis", async () => {
    const samples = await listFarmSamples(t.db, { actor: farmer, agreementNumber: "210101" });
    expect(samples.samples.map((s) => s.ProvNr)).toEqual(["610101", "610102"]);
    expect(must(samples.samples[0]).results.map((r) => r.code)).toEqual(["moisture", "protein", "hectolitreWeight", "fallingNumber"]);
    expect(must(samples.samples[0]).internal).toBeUndefined();

    const hedgings = await listPriceHedgings(t.db, { actor: farmer, agreementNumber: "210102" });
    expect(hedgings.TotalQuantity).toBe(135);
    expect(hedgings.averagePrice).toBeCloseTo((50 * 2380 + 60 * 2410 + 25 * 2395) / 135, 2);

    const info = await getWeighInInfo(t.db, { actor: farmer, agreementNumber: "210101", date: "2026-08-12", sort: "Julius" });
    expect(info.weighIns).toHaveLength(2);
    expect(info.weighIns.every((w) => w.date === "2026-08-12" && w.netKg === w.grossKg - w.tareKg)).toBe(true);
    expect(info.totalNetKg).toBe(info.weighIns.reduce((s, w) => s + w.netKg, 0));
    expect(must(info.weighIns[0]).deliveryNoteUrl).toMatch(
      /^\/api\/delivery-note\/get-deliverynote-pdf\?orderNumber=\d+&fabricId=SK01&rowNumber=1$/,
    );
    expect(await getWeighInInfo(t.db, { actor: farmer, agreementNumber: "210101", date: "2026-08-12", sort: "Other" })).toMatchObject({
      weighIns: [],
    });

    const analysis = await getWeighInAnalysis(t.db, {
      actor: farmer,
      weighInNumber: must(info.weighIns[0]).weighInNumber,
      customerNumber: "100234",
    });
    expect(must(analysis.results[0]).code).toBe("moisture");
    expect(analysis.results.map((r) => r.code)).toEqual(
      expect.arrayContaining(["protein", "hectolitreWeight", "fallingNumber", "admixture", "gluten", "don"]),
    );
    // the weigh-in is 100234's: asking as the sub-customer is refused
    await expect(
      getWeighInAnalysis(t.db, { actor: farmer, weighInNumber: must(info.weighIns[0]).weighInNumber, customerNumber: "100235" }),
    ).rejects.toMatchObject(FORBIDDEN);
  });

  it("open agreements: those waiting for signature first, then agreements in force with quantity left", async () => {
    const r = await listOpenAgreements(t.db, { actor: farmer, customerNumber: "100234" });
    expect(r.agreements[0]).toMatchObject({ agreementNumber: "210107", awaitingSignature: true });
    expect(r.agreements.every((a) => a.status !== "inactive")).toBe(true);
    expect(r.agreements.filter((a) => !a.awaitingSignature).every((a) => a.acceptedQuantity < a.TotalQuantity)).toBe(true);
    expect(r.agreements.map((a) => a.agreementNumber)).not.toContain("250102"); // fully delivered
    const fi = await listOpenAgreements(t.db, { actor: finn, customerNumber: "700101" });
    expect(fi.agreements[0]).toMatchObject({ agreementNumber: "710104", awaitingSignature: true, currency: "EUR" });
  });
});

describe("access", () => {
  it("refuses another farmer's customer number and agreement numbers in every function (403), also unknown numbers", async () => {
    await expect(listGrainAgreements(t.db, { actor: farmer, customerNumber: "100412" })).rejects.toMatchObject(FORBIDDEN);
    await expect(listSeedAgreements(t.db, { actor: farmer, customerNumber: "100412" })).rejects.toMatchObject(FORBIDDEN);
    await expect(listForageAgreements(t.db, { actor: farmer, customerNumber: "700101" })).rejects.toMatchObject(FORBIDDEN);
    await expect(
      listAgreementsByStatus(t.db, { actor: farmer, customerNumber: "100412", kind: "feed", selected: "current" }),
    ).rejects.toMatchObject(FORBIDDEN);
    await expect(listOpenAgreements(t.db, { actor: farmer, customerNumber: "100412" })).rejects.toMatchObject(FORBIDDEN);
    // own customer number, another customer's agreement
    await expect(
      listConnectedSeedAgreements(t.db, { actor: farmer, customerNumber: "100234", agreementNumber: "220501" }),
    ).rejects.toMatchObject(FORBIDDEN);
    await expect(
      listAgreementArticles(t.db, { actor: farmer, customerNumber: "100234", agreementNumber: "240501", kind: "feed" }),
    ).rejects.toMatchObject(FORBIDDEN);
    await expect(
      getForageHarvestYear(t.db, { actor: farmer, customerNumber: "100234", agreementNumber: "230501", harvestYear: 2026 }),
    ).rejects.toMatchObject(FORBIDDEN);
    // id-only calls
    await expect(listFarmSamples(t.db, { actor: farmer, agreementNumber: "210501" })).rejects.toMatchObject(FORBIDDEN);
    await expect(listPriceHedgings(t.db, { actor: farmer, agreementNumber: "210501" })).rejects.toMatchObject(FORBIDDEN);
    await expect(getWeighInInfo(t.db, { actor: farmer, agreementNumber: "210501", date: "2026-08-05" })).rejects.toMatchObject(FORBIDDEN);
    await expect(getForageAnalysis(t.db, { actor: farmer, sampleNumber: "640501" })).rejects.toMatchObject(FORBIDDEN);
    // unknown numbers look the same as foreign ones
    await expect(listFarmSamples(t.db, { actor: farmer, agreementNumber: "999999" })).rejects.toMatchObject(FORBIDDEN);
    await expect(getForageAnalysis(t.db, { actor: farmer, sampleNumber: "999999" })).rejects.toMatchObject(FORBIDDEN);
    // the owner of 100412 may
    const other = await makeUser(t.db, {
      customers: [{ id: must((await t.db.select().from(customers).where(eq(customers.customerNumber, "100412")))[0]).id }],
    });
    const otherActor = await signInAs(t.db, other.id);
    await expect(listFarmSamples(t.db, { actor: otherActor, agreementNumber: "210501" })).resolves.toMatchObject({
      customerNumber: "100412",
    });
  });

  it("sub-customers: reachable through the parent; the -subcustomer variant needs a sub-customer and its own agreement", async () => {
    await expect(listGrainAgreements(t.db, { actor: farmer, customerNumber: "100235", variant: "sub" })).resolves.toMatchObject({
      customerNumber: "100235",
    });
    await expect(listGrainAgreements(t.db, { actor: farmer, customerNumber: "100234", variant: "sub" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "agreements.errors.notSubCustomer",
    });
    await expect(listFarmSamples(t.db, { actor: farmer, agreementNumber: "210201", customerNumber: "100235" })).resolves.toMatchObject({
      customerNumber: "100235",
    });
    // the parent's agreement through the sub-customer variant
    await expect(listFarmSamples(t.db, { actor: farmer, agreementNumber: "210101", customerNumber: "100235" })).rejects.toMatchObject(
      FORBIDDEN,
    );
    // another family's sub-customer
    await expect(listFarmSamples(t.db, { actor: farmer, agreementNumber: "710201", customerNumber: "700102" })).rejects.toMatchObject(
      FORBIDDEN,
    );
    // a user of only the sub-customer does not reach the parent
    const sub = must((await t.db.select().from(customers).where(eq(customers.customerNumber, "100236")))[0]);
    const subUser = await makeUser(t.db, { customers: [{ id: sub.id }] });
    const subActor = await signInAs(t.db, subUser.id);
    await expect(listGrainAgreements(t.db, { actor: subActor, customerNumber: "100236", variant: "sub" })).resolves.toBeTruthy();
    await expect(listGrainAgreements(t.db, { actor: subActor, customerNumber: "100234" })).rejects.toMatchObject(FORBIDDEN);
  });

  it("internal fields only for staff acting for the customer; staff without a session reach nothing", async () => {
    const grain = await listGrainAgreements(t.db, { actor: staff, customerNumber: "100234" });
    expect(grain.agreements.find((a) => a.agreementNumber === "210101")!.internal).toEqual({
      note: "Kunden vill ha avräkning per leveransdag.",
      margin: 42,
    });
    const samples = await listFarmSamples(t.db, { actor: staff, agreementNumber: "210101" });
    expect(must(samples.samples[0]).internal).toEqual({ labNote: "Hög vattenhalt, torkning rekommenderas." });
    const hedgings = await listPriceHedgings(t.db, { actor: staff, agreementNumber: "210101" });
    expect(must(hedgings.hedgings[0]).internal).toEqual({ margin: 35 });
    const sub = await listGrainAgreements(t.db, { actor: staff, customerNumber: "100235", variant: "sub" });
    expect(must(sub.agreements[0]).internal).toBeDefined();
    // the farmer never gets them
    expect(must((await listFarmSamples(t.db, { actor: farmer, agreementNumber: "210101" })).samples[0]).internal).toBeUndefined();
    // staff acting for 100234 do not reach 100412; staff not acting reach nobody
    await expect(listGrainAgreements(t.db, { actor: staff, customerNumber: "100412" })).rejects.toMatchObject(FORBIDDEN);
    await expect(listGrainAgreements(t.db, { actor: staffIdle, customerNumber: "100234" })).rejects.toMatchObject(FORBIDDEN);
  });

  it("the page's customer dropdown: the customer in play and its sub-customers; a foreign customerNumber is refused", async () => {
    expect((await listAgreementCustomers(t.db, { actor: farmer })).map((c) => [c.customerNumber, c.isSubCustomer])).toEqual([
      ["100234", false],
      ["100235", true],
      ["100236", true],
    ]);
    expect(await listAgreementCustomers(t.db, { actor: staffIdle })).toEqual([]);
    expect((await listAgreementCustomers(t.db, { actor: staff })).map((c) => c.customerNumber)).toEqual(["100234", "100235", "100236"]);
    const own = await loadMyAgreementsPage(t.db, { actor: farmer, customerNumber: "100310" });
    expect(own.refusedCustomerNumber).toBeNull();
    expect(must(own.customers[0]).customerNumber).toBe("100310");
    expect((await loadMyAgreementsPage(t.db, { actor: farmer, customerNumber: "100412" })).refusedCustomerNumber).toBe("100412");
  });

  it("a user who left a customer loses its agreements at once", async () => {
    const c = await makeCustomer(t.db);
    const u = await makeUser(t.db, { customers: [{ id: c.id }] });
    const actor = await signInAs(t.db, u.id);
    await expect(listGrainAgreements(t.db, { actor, customerNumber: c.customerNumber })).resolves.toMatchObject({ agreements: [] });
    await t.db.delete(customerUsers).where(eq(customerUsers.userId, u.id));
    await expect(listGrainAgreements(t.db, { actor, customerNumber: c.customerNumber })).rejects.toMatchObject(FORBIDDEN);
  });
});
