/**
 * Price watches really watch (decision 033): a new price across the upper or the lower bound hits
 * the watch once — a notice, and for target action `sign` an agreement at that price sent for
 * signing — even when checks race; a price inside the bounds does nothing; a watch past its end
 * date expires; a price published before the watch was made does not count.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agreements, articles, grainPrices, grainSorts, outbox, priceAreas, priceWatches, signingRequests, users } from "@/db/schema";
import { addDays } from "@/lib/market/dates";
import { todayIn } from "@/lib/market/format";
import { seedPrices } from "@/seed/prices";
import { listPriceWatches } from "@/lib/prices/list-price-watches";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { checkPriceWatches, isHit, outcomeOf } from "./check-price-watches";

const t = useTestDb();
let area = 0;
let articleId = 0;
let sort = "";
beforeAll(async () => {
  await seedPrices(t.db, { demo: false });
  area = must((await t.db.select({ id: priceAreas.id }).from(priceAreas).where(eq(priceAreas.market, "se")))[0]).id;
  articleId = must((await t.db.select({ id: articles.id }).from(articles).where(eq(articles.itemNumber, "10110")))[0]).id;
  sort = must((await t.db.select({ sort: grainSorts.sort }).from(grainSorts).where(eq(grainSorts.articleId, articleId)))[0]).sort;
});

const today = () => todayIn("se");
let period = 0;
async function watch(opts: { lower: number; upper: number; action?: "notify" | "sign"; endDate?: string; createdOn?: string }) {
  const own = await makeCustomer(t.db);
  const user = await makeUser(t.db, { customers: [{ id: own.id }] });
  await t.db.update(users).set({ personNumber: "197805122384", mobile: "+46701234567" }).where(eq(users.id, user.id));
  // each watch its own period, so prices of one test never reach another
  const p = `${2031 + ++period}-01-01`;
  const [w] = await t.db
    .insert(priceWatches)
    .values({
      customerId: own.id,
      userId: user.id,
      priceAreaId: area,
      articleId,
      sort,
      priceTypeId: 2,
      pricePeriod: p,
      lowerPrice: opts.lower,
      upperPrice: opts.upper,
      quantity: 25,
      targetAction: opts.action ?? "notify",
      createdOn: opts.createdOn ?? today(),
      endDate: opts.endDate ?? addDays(today(), 30),
    })
    .returning();
  return { w: must(w), own, user, period: p };
}
const publish = (period: string, price: number, date = today()) =>
  t.db.insert(grainPrices).values({ priceAreaId: area, articleId, sort, priceTypeId: 2, pricePeriod: period, priceDate: date, price });

describe("isHit", () => {
  it("at or below the lower bound, at or above the upper", () => {
    expect(isHit(1800, { lowerPrice: 1800, upperPrice: 2200 })).toBe(true);
    expect(isHit(2200, { lowerPrice: 1800, upperPrice: 2200 })).toBe(true);
    expect(isHit(2000, { lowerPrice: 1800, upperPrice: 2200 })).toBe(false);
  });
});

describe("checkPriceWatches", () => {
  it("a price inside the bounds does nothing; one across the upper bound hits once, even with five racing checks", async () => {
    const { w, user, period: p } = await watch({ lower: 1800, upper: 2200 });
    await publish(p, 2000);
    await checkPriceWatches(t.db);
    expect(await outcomeOf(t.db, w.id)).toBeNull();
    await t.db.update(grainPrices).set({ price: 2250 }).where(eq(grainPrices.pricePeriod, p));
    await Promise.all(Array.from({ length: 5 }, () => checkPriceWatches(t.db)));
    const o = must((await outcomeOf(t.db, w.id)) ?? undefined);
    expect(o).toMatchObject({ outcome: "hit", price: 2250 });
    expect(await t.db.$count(outbox, eq(outbox.dedupeKey, `price-watch-hit:${w.id}:email`))).toBe(1);
    expect(await t.db.$count(outbox, eq(outbox.recipient, user.email))).toBe(1);
    // ended: a later price does nothing more
    await t.db.update(grainPrices).set({ price: 1000 }).where(eq(grainPrices.pricePeriod, p));
    await checkPriceWatches(t.db);
    expect(await t.db.$count(outbox, eq(outbox.recipient, user.email))).toBe(1);
  });

  it("across the lower bound with target action sign: an agreement at that price, sent for signing", async () => {
    const { w, own, period: p } = await watch({ lower: 1800, upper: 2200, action: "sign" });
    await publish(p, 1750);
    await Promise.all([checkPriceWatches(t.db), checkPriceWatches(t.db)]);
    const o = must((await outcomeOf(t.db, w.id)) ?? undefined);
    expect(o.outcome).toBe("hit");
    const made = await t.db.select().from(agreements).where(eq(agreements.customerId, own.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: "open", price: 1750, totalQuantity: 25, id: o.agreementId });
    expect(await t.db.$count(signingRequests, eq(signingRequests.agreementId, made[0]!.id))).toBe(1);
  });

  it("a watch past its end date expires; a price from before the watch does not count", async () => {
    const old = await watch({ lower: 1800, upper: 2200, createdOn: addDays(today(), -20), endDate: addDays(today(), -1) });
    await checkPriceWatches(t.db);
    expect(must((await outcomeOf(t.db, old.w.id)) ?? undefined).outcome).toBe("expired");
    const fresh = await watch({ lower: 1800, upper: 2200 });
    await publish(fresh.period, 2500, addDays(today(), -3));
    await checkPriceWatches(t.db);
    expect(await outcomeOf(t.db, fresh.w.id)).toBeNull();
  });
});

describe("the price alerts list shows what became of each watch", () => {
  it("running: no outcome; hit with sign: the price, its date and the agreement; hit with notify; expired by the job; ended ones last", async () => {
    const signed = await watch({ lower: 1800, upper: 2200, action: "sign" });
    await publish(signed.period, 2300);
    await checkPriceWatches(t.db);
    const actor = await signInAs(t.db, signed.user.id);
    const [item] = await listPriceWatches(t.db, { actor, customerNumber: signed.own.customerNumber, market: "se" });
    const made = must((await t.db.select().from(agreements).where(eq(agreements.customerId, signed.own.id)))[0]);
    expect(item?.outcome).toMatchObject({ kind: "hit", price: 2300, priceDate: today(), agreementNumber: made.agreementNumber });

    const notified = await watch({ lower: 1800, upper: 2200 });
    // a second, running watch of the same customer stays first
    await t.db.insert(priceWatches).values({ ...notified.w, id: undefined, lowerPrice: 100, upperPrice: 9000 });
    await publish(notified.period, 1700);
    await checkPriceWatches(t.db);
    const list = await listPriceWatches(t.db, {
      actor: await signInAs(t.db, notified.user.id),
      customerNumber: notified.own.customerNumber,
      market: "se",
    });
    expect(list.map((w) => w.outcome?.kind ?? null)).toEqual([null, "hit"]);
    expect(list[1]?.outcome).toMatchObject({ price: 1700, agreementNumber: null });

    const old = await watch({ lower: 1800, upper: 2200, createdOn: addDays(today(), -20), endDate: addDays(today(), -1) });
    await checkPriceWatches(t.db);
    const [gone] = await listPriceWatches(t.db, {
      actor: await signInAs(t.db, old.user.id),
      customerNumber: old.own.customerNumber,
      market: "se",
    });
    expect(gone).toMatchObject({ expired: true, outcome: { kind: "expired", price: null } });
  });
});
