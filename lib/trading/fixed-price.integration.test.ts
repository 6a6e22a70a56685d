/**
 * The fixed price calls through the real route wrapper against PostgreSQL (issue 11 item 5,
 * decision 065): the catalogue, the customer's base price (403 for another customer), and the save
 * with every server-side rule (limits and prices from our tables, the spec's messages, one
 * category, each article once, dates), once per idempotency key under a race, signed like the others.
 */
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { agreementLines, agreements, articles, customerArticlePrices, signingRequests, users } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { addDays } from "@/lib/market/dates";
import { todayIn } from "@/lib/market/format";
import { seedFixedPrice } from "@/seed/fixed-price";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { callRoute } from "@/tests/support/call-route";
import type { ErrorReply } from "@/tests/support/reply";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";
import { endOfMonths, latestEndDate } from "./fixed-price-rules";
import type { TArticleGroupsReply, TArticlesReply, TBasePriceReply } from "./fixed-price-schemas";
import type { TSaveAgreementReply } from "./schemas";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const load = async (path: string, method: "GET" | "POST" = "POST") =>
  must(((await import(/* @vite-ignore */ `@/app/api/${path}/route`)) as Record<string, Handler | undefined>)[method], path);
const groups = await load("fixed-price-agreement/article-groups", "GET");
const items = await load("fixed-price-agreement/articles", "GET");
const basePrice = await load("fixed-price-agreement/base-price", "GET");
const save = await load("fixed-price-agreement/save");

const t = useTestDb();
beforeAll(async () => {
  await seedFixedPrice(t.db, { demo: false });
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

/** GET with a query when there is no body, else POST with the JSON body. */
const call = <T = ErrorReply>(handler: Handler, body?: unknown, query?: Record<string, string>) =>
  callRoute<T>(handler, { method: body === undefined ? "GET" : "POST", body, query });
const as = (actor: Actor | null) => {
  state.sessionId = actor?.sessionId ?? null;
};

async function farmer() {
  const own = await makeCustomer(t.db);
  const user = await makeUser(t.db, { customers: [{ id: own.id }] });
  await t.db.update(users).set({ personNumber: "197805122384", mobile: "+46701234567" }).where(eq(users.id, user.id));
  return { own, user, actor: await signInAs(t.db, user.id) };
}

const today = () => todayIn("se");
let keyN = 0;
const key = () => `fixedprice-${Date.now()}-${keyN++}`;
function payload(customerNumber: string, over: Record<string, unknown> = {}) {
  return {
    agreementType: "FastPrisAvtalFoder",
    receiverName: "",
    receiverEmail: "",
    receiverMobilePhoneNumber: "",
    receiverPersonalNumber: "",
    fromDate: today(),
    endDate: addDays(today(), 90),
    customerNumber,
    customerName: "ignored",
    callOffAgreementNr: "FP1234",
    designation: "Vår Mjölk!",
    agreementsLines: [
      { articleNr: "40110", quantity: "20", unit: "Ton", price: 1, termSupplement: "15", discountPerUnit: "10" },
      { articleNr: "40120", quantity: "10", unit: "Ton", price: 1, termSupplement: "", discountPerUnit: "" },
    ],
    IdempotencyKey: key(),
    ...over,
  };
}

describe("fixed price catalogue", () => {
  it("groups of a category, articles of a group; signed out 401", async () => {
    expect((await call(groups, undefined, { categoryId: "410" })).status).toBe(401);
    const f = await farmer();
    as(f.actor);
    const g = await call<TArticleGroupsReply>(groups, undefined, { categoryId: "410" });
    expect(g.status).toBe(200);
    expect(g.body.Groups.map((x) => x.ProductGroupName)).toEqual(["Mjölkkofoder", "Kalv- och ungdjursfoder"]);
    expect((await call<TArticleGroupsReply>(groups, undefined, { categoryId: "999" })).body.Groups).toEqual([]);
    expect((await call(groups, undefined, { categoryId: "x" })).status).toBe(400);
    const a = await call<TArticlesReply>(items, undefined, { articleGroupId: String(g.body.Groups[0]!.ProductGroupId) });
    expect(a.body.Items.map((x) => x.ItemNumber)).toEqual(["40130", "40110", "40120"]);
  });

  it("base price: the customer's own price or the list price, with the line limits; another customer → 403", async () => {
    const f = await farmer();
    as(f.actor);
    const [art] = await t.db.select({ id: articles.id }).from(articles).where(eq(articles.itemNumber, "40120"));
    await t.db.insert(customerArticlePrices).values({ customerId: f.own.id, articleId: art!.id, price: 4000 });
    const own = await call<TBasePriceReply>(basePrice, undefined, { articleId: "40120", customerNumber: f.own.customerNumber });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ articleNr: "40120", defaultPrice: 4120, customerPrice: 4000, unit: "Ton" });
    expect(own.body.limits).toMatchObject({ quantityMin: 5, quantityMax: 600, discountMin: 0, discountMax: 30 });
    const list = await call<TBasePriceReply>(basePrice, undefined, { articleId: "40110", customerNumber: f.own.customerNumber });
    expect(list.body.customerPrice).toBe(4350);
    // the special categories 411 and 412: the discount up to the price
    const pig = await call<TBasePriceReply>(basePrice, undefined, { articleId: "40220", customerNumber: f.own.customerNumber });
    expect(pig.body.limits.discountMax).toBe(4420);
    const other = await makeCustomer(t.db);
    expect((await call(basePrice, undefined, { articleId: "40110", customerNumber: other.customerNumber })).status).toBe(403);
    expect((await call(basePrice, undefined, { articleId: "10110", customerNumber: f.own.customerNumber })).status).toBe(400);
  });
});

describe("POST /api/fixed-price-agreement/save", () => {
  it("saves one open agreement with a line per article at the server's prices, and a signing link for the farmer", async () => {
    const f = await farmer();
    as(f.actor);
    const r = await call<TSaveAgreementReply>(save, payload(f.own.customerNumber));
    expect(r.status).toBe(200);
    expect(r.body.Message).toBe("OK");
    expect(r.body.SigningUrl).toMatch(/\/signera\//);
    const [a] = await t.db.select().from(agreements).where(eq(agreements.agreementNumber, r.body.AgreementNumber!));
    expect(a).toMatchObject({ agreementType: "FastPrisAvtalFoder", kind: "feed", status: "open", validFrom: today(), totalQuantity: 30 });
    expect(a!.description).toBe("FP1234 · vår-mjölk-");
    const lines = await t.db.select().from(agreementLines).where(eq(agreementLines.agreementId, a!.id)).orderBy(agreementLines.lineNumber);
    // 4350 − 10 + 15; the page's price (1) is ignored
    expect(lines.map((l) => [l.itemNumber, Number(l.quantity), Number(l.price)])).toEqual([
      ["40110", 20, 4355],
      ["40120", 10, 4120],
    ]);
    expect(await t.db.$count(signingRequests, eq(signingRequests.agreementId, a!.id))).toBe(1);
  });

  it("every rule with the spec's messages", async () => {
    const f = await farmer();
    as(f.actor);
    const fields = async (over: Record<string, unknown>) => {
      const r = await call(save, payload(f.own.customerNumber, over));
      expect(r.status).toBe(400);
      return r.body.error.fields ?? {};
    };
    expect((await fields({ fromDate: addDays(today(), -1) })).fromDate).toEqual(["Du måste ange i ett startdatum"]);
    expect((await fields({ endDate: addDays(latestEndDate(today()), 1) })).endDate).toEqual([
      "Du kan inte ange datum som är längre fram än ett år från dagens datum",
    ]);
    expect((await fields({ callOffAgreementNr: "FP12345" })).callOffAgreementNr).toBeDefined();
    const range = await fields({
      agreementsLines: [{ articleNr: "40110", quantity: "601", unit: "Ton", termSupplement: "201", discountPerUnit: "31" }],
    });
    expect(range["agreementsLines.0.quantity"]).toEqual([
      "Du har angett ett otillåtet värde. Tillåtna värden sträcker sig mellan: 5 och 600",
    ]);
    expect(range["agreementsLines.0.discountPerUnit"]).toEqual([
      "Du har angett ett otillåtet värde. Tillåtna värden sträcker sig mellan: 0 och 30",
    ]);
    expect(range["agreementsLines.0.termSupplement"]).toEqual([
      "Du har angett ett otillåtet värde. Tillåtna värden sträcker sig mellan: 0 och 200",
    ]);
    const twice = await fields({
      agreementsLines: [
        { articleNr: "40110", quantity: "10", unit: "Ton", termSupplement: "", discountPerUnit: "" },
        { articleNr: "40110", quantity: "12", unit: "Ton", termSupplement: "", discountPerUnit: "" },
      ],
    });
    expect(twice["agreementsLines.1.articleNr"]).toEqual(["Artikeln finns redan i avtalet"]);
    const mixed = await fields({
      agreementsLines: [
        { articleNr: "40110", quantity: "10", unit: "Ton", termSupplement: "", discountPerUnit: "" },
        { articleNr: "40410", quantity: "10", unit: "Ton", termSupplement: "", discountPerUnit: "" },
      ],
    });
    expect(mixed.agreementsLines).toEqual(["Alla artiklar måste höra till samma kategori"]);
    expect((await fields({ agreementsLines: [] })).agreementsLines).toEqual(["Lägg till minst en artikel"]);
    // a months category (420) runs whole months
    const months = { agreementsLines: [{ articleNr: "40410", quantity: "2", unit: "Ton", termSupplement: "", discountPerUnit: "" }] };
    expect((await fields({ ...months, endDate: addDays(endOfMonths(today(), 2), -1) })).endDate).toBeDefined();
    expect((await call(save, payload(f.own.customerNumber, { ...months, endDate: endOfMonths(today(), 2) }))).status).toBe(200);
    // 411 (special): a discount above 30 is allowed
    const pig = { agreementsLines: [{ articleNr: "40220", quantity: "10", unit: "Ton", termSupplement: "", discountPerUnit: "250" }] };
    expect((await call(save, payload(f.own.customerNumber, pig))).status).toBe(200);
  });

  it("Error-customerNbrMismatch for another customer in the form; staff need a receiver; 20 racing saves with one key save once", async () => {
    const f = await farmer();
    as(f.actor);
    const other = await makeCustomer(t.db);
    const mismatch = await call(save, payload(other.customerNumber));
    expect([403, 409]).toContain(mismatch.status);

    const staff = await makeUser(t.db, { internal: true });
    as(await signInAs(t.db, staff.id, { acting: f.own.customerNumber }));
    const noReceiver = await call(save, payload(f.own.customerNumber));
    expect(noReceiver.status).toBe(400);
    expect(Object.keys(noReceiver.body.error.fields ?? {})).toEqual(expect.arrayContaining(["receiverEmail", "receiverPersonalNumber"]));
    const body = payload(f.own.customerNumber, {
      receiverName: "Anna Svensson",
      receiverEmail: "anna@example.se",
      receiverPersonalNumber: "197805122384",
    });
    const replies = await Promise.all(Array.from({ length: 20 }, () => call<TSaveAgreementReply>(save, body)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(new Set(replies.map((r) => r.body.AgreementNumber)).size).toBe(1);
    expect(replies[0]!.body.SigningUrl).toBeNull(); // sent to the receiver, never shown to staff
    const [a] = await t.db
      .select({ id: agreements.id })
      .from(agreements)
      .where(eq(agreements.agreementNumber, replies[0]!.body.AgreementNumber!));
    expect(await t.db.$count(signingRequests, eq(signingRequests.agreementId, a!.id))).toBe(1);
  });
});
