/**
 * Seed of the prices area: the sorts of every grain article and the resellers' margins (master
 * data, always), and with demo data two years of price lists for every grain article, sort and
 * price area of both markets (weekly, and every weekday of the last four weeks; forward and pool
 * periods for the last 26 weeks) plus price watches of the demo farmers. Idempotent: sorts,
 * margins and watches are skipped when their table has rows; price lists are topped up to today
 * (cheap when up to date, so it may run on every start).
 */
import { addDays, format, getDay, parseISO, subDays } from "date-fns";
import { and, eq, inArray, max } from "drizzle-orm";
import type { Db } from "@/db";
import { articles, customers, grainPrices, grainSorts, priceAreas, priceWatches, resellerMargins, users } from "@/db/schema";
import { PRICE_TYPE } from "@/lib/prices/constants";
import { periodsForDate } from "@/lib/prices/periods-for-date";
import { todayIn } from "@/lib/market/format";

/** Sorts per grain article (the first is the article's main sort, used by the price graph). */
export const GRAIN_SORT_ROWS: Record<string, string[]> = {
  "10110": ["Julius", "Ellvis", "Informer"],
  "10120": ["Standard"],
  "10150": ["Quarna", "KWS Alderon"],
  "10210": ["RGT Planet", "Laureate"],
  "10220": ["Standard"],
  "10310": ["Belinda", "Galant"],
  "10320": ["Standard"],
  "10410": ["Standard"],
  "10510": ["Standard"],
  "10520": ["Standard"],
  "11110": ["Vakio"],
  "11210": ["RGT Planet", "Laureate"],
  "11220": ["Vakio"],
  "11310": ["Niklas", "Vakio"],
  "11320": ["Vakio"],
  "11410": ["Vakio"],
};

/** Spot price level per article (kr/ton in Sweden, €/t in Finland), around which prices move. */
const BASE_PRICE: Record<string, number> = {
  "10110": 2450,
  "10120": 2250,
  "10150": 2550,
  "10210": 2380,
  "10220": 2050,
  "10310": 2150,
  "10320": 1850,
  "10410": 4950,
  "10510": 2000,
  "10520": 2080,
  "11110": 235,
  "11210": 225,
  "11220": 190,
  "11310": 205,
  "11320": 182,
  "11410": 460,
};

/** Price level of an area relative to the market's reference (kr or €). */
const AREA_OFFSET: Record<string, number> = { VAST: 0, OST: -20, SYD: 60, MALAR: -10, NORR: -90, POH: -3, VS: 4, HAM: 0 };

/** The resellers' margin per price group (spec 3 reseller overviews). */
export const RESELLER_MARGIN_ROWS: { market: "se" | "fi"; priceGroupId: number; margin: number }[] = [
  { market: "se", priceGroupId: 1, margin: 60 },
  { market: "se", priceGroupId: 2, margin: 55 },
  { market: "se", priceGroupId: 3, margin: 50 },
  { market: "se", priceGroupId: 4, margin: 90 },
  { market: "se", priceGroupId: 5, margin: 50 },
  { market: "fi", priceGroupId: 11, margin: 6 },
  { market: "fi", priceGroupId: 12, margin: 5.5 },
  { market: "fi", priceGroupId: 13, margin: 5 },
  { market: "fi", priceGroupId: 14, margin: 9 },
];

const HISTORY_WEEKS = 104;
const FORWARD_WEEKS = 26;
const DAILY_DAYS = 28;

/** A deterministic number in [0, 1) from a text (FNV-1a), so a price depends only on its article and date. */
function hash01(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h / 2 ** 32;
}

const iso = (d: Date) => format(d, "yyyy-MM-dd");

/** The publication dates: Mondays of the last HISTORY_WEEKS weeks and every weekday of the last DAILY_DAYS days. */
export function priceDates(today: string): string[] {
  const end = parseISO(today);
  const set = new Set<string>();
  const monday = subDays(end, (getDay(end) + 6) % 7);
  for (let k = 0; k < HISTORY_WEEKS; k++) set.add(iso(subDays(monday, 7 * k)));
  for (let k = 0; k < DAILY_DAYS; k++) {
    const d = subDays(end, k);
    if (getDay(d) !== 0 && getDay(d) !== 6) set.add(iso(d));
  }
  return [...set].sort();
}

/**
 * The market level of an article on a date, as a factor around 1: the harvest-season dip (lowest
 * in late August), slow and faster swings with article-specific phases and a little daily noise.
 * A pure function of article and date, so prices added later continue the same curve.
 */
export function marketIndex(itemNumber: string, date: string): number {
  const d = parseISO(date);
  const days = Math.round(d.getTime() / 86_400_000);
  const doy = (d.getTime() - new Date(d.getFullYear(), 0, 1).getTime()) / 86_400_000;
  const phase = hash01(itemNumber) * 2 * Math.PI;
  const season = -0.035 * Math.sin((2 * Math.PI * (doy - 150)) / 365);
  const slow = 0.06 * Math.sin((2 * Math.PI * days) / 430 + phase);
  const fast = 0.02 * Math.sin((2 * Math.PI * days) / 61 + 2 * phase);
  const noise = (hash01(`${itemNumber}|${date}`) - 0.5) * 0.012;
  return 1 + season + slow + fast + noise;
}

function round(price: number, market: string): number {
  return market === "se" ? Math.round(price) : Math.round(price * 2) / 2;
}

/** Months from the price date to the period start (0 for spot). */
function monthsAhead(date: string, period: string): number {
  return Math.max(0, (Number(period.slice(0, 4)) - Number(date.slice(0, 4))) * 12 + Number(period.slice(5, 7)) - Number(date.slice(5, 7)));
}

async function seedSorts(db: Db): Promise<void> {
  const n = await db.$count(grainSorts);
  if (n > 0) return;
  const rows = await db.select({ id: articles.id, itemNumber: articles.itemNumber }).from(articles).where(eq(articles.category, "grain"));
  const values = rows.flatMap((a) =>
    (GRAIN_SORT_ROWS[a.itemNumber] ?? ["Standard"]).map((sort, i) => ({ articleId: a.id, sort, sortOrder: i })),
  );
  if (values.length) await db.insert(grainSorts).values(values).onConflictDoNothing();
}

async function seedMargins(db: Db): Promise<void> {
  await db.insert(resellerMargins).values(RESELLER_MARGIN_ROWS).onConflictDoNothing();
}

/**
 * Price lists up to today: all of them on an empty table, else only the publication dates after
 * the latest one of each market (so a demo database that runs for weeks keeps current prices).
 */
async function seedPriceLists(db: Db, now: Date): Promise<void> {
  const sorts = await db
    .select({
      articleId: grainSorts.articleId,
      sort: grainSorts.sort,
      sortOrder: grainSorts.sortOrder,
      itemNumber: articles.itemNumber,
      market: articles.market,
    })
    .from(grainSorts)
    .innerJoin(articles, eq(articles.id, grainSorts.articleId));
  const areas = await db.select().from(priceAreas);
  for (const market of ["se", "fi"] as const) {
    const [newest] = await db
      .select({ latest: max(grainPrices.priceDate) })
      .from(grainPrices)
      .innerJoin(priceAreas, eq(priceAreas.id, grainPrices.priceAreaId))
      .where(eq(priceAreas.market, market));
    const latest = newest?.latest;
    const all = priceDates(todayIn(market, now));
    const dates = latest ? all.filter((d) => d > latest) : all;
    const lastDate = all.at(-1);
    if (dates.length === 0 || !lastDate) continue;
    const forwardFrom = iso(subDays(parseISO(lastDate), 7 * FORWARD_WEEKS));
    const rows: (typeof grainPrices.$inferInsert)[] = [];
    for (const s of sorts.filter((x) => x.market === market)) {
      const base = BASE_PRICE[s.itemNumber] ?? (market === "se" ? 2000 : 200);
      const sortPremium = -s.sortOrder * (market === "se" ? 15 : 1.5);
      for (const area of areas.filter((a) => a.market === market)) {
        for (const d of dates) {
          const spot = base * marketIndex(s.itemNumber, d) + (AREA_OFFSET[area.code] ?? 0) + sortPremium;
          for (const p of periodsForDate(d)) {
            if (p.priceTypeId !== PRICE_TYPE.spot && d < forwardFrom) continue;
            const ahead = monthsAhead(d, p.pricePeriod);
            const price =
              p.priceTypeId === PRICE_TYPE.pool ? spot * 1.02 : spot * (1 + 0.004 * ahead) + (market === "se" ? 5 : 0.5) * ahead;
            rows.push({
              priceAreaId: area.id,
              articleId: s.articleId,
              sort: s.sort,
              priceTypeId: p.priceTypeId,
              pricePeriod: p.pricePeriod,
              priceDate: d,
              price: round(price, market),
            });
          }
        }
      }
    }
    for (let i = 0; i < rows.length; i += 2000) {
      await db
        .insert(grainPrices)
        .values(rows.slice(i, i + 2000))
        .onConflictDoNothing();
    }
  }
}

interface WatchSeed {
  customer: string;
  username: string;
  area: string;
  market: "se" | "fi";
  item: string;
  sort: string;
  type: "spot" | "forward" | "pool";
  lower?: number;
  upper?: number;
  quantity?: number;
  action: "notify" | "sign";
  createdDaysAgo: number;
  days: number;
}

const WATCH_ROWS: WatchSeed[] = [
  {
    customer: "100234",
    username: "farmer@demo.se",
    area: "VAST",
    market: "se",
    item: "10110",
    sort: "Julius",
    type: "spot",
    lower: 2300,
    upper: 2700,
    action: "notify",
    createdDaysAgo: 5,
    days: 30,
  },
  {
    customer: "100234",
    username: "farmer@demo.se",
    area: "VAST",
    market: "se",
    item: "10210",
    sort: "RGT Planet",
    type: "forward",
    upper: 2600,
    quantity: 50,
    action: "sign",
    createdDaysAgo: 2,
    days: 45,
  },
  {
    customer: "100234",
    username: "farmer@demo.se",
    area: "VAST",
    market: "se",
    item: "10410",
    sort: "Standard",
    type: "pool",
    lower: 4600,
    action: "notify",
    createdDaysAgo: 20,
    days: 34,
  },
  {
    customer: "100234",
    username: "farmer@demo.se",
    area: "OST",
    market: "se",
    item: "10310",
    sort: "Belinda",
    type: "spot",
    upper: 2300,
    action: "notify",
    createdDaysAgo: 80,
    days: 60,
  },
  {
    customer: "100310",
    username: "farmer@demo.se",
    area: "OST",
    market: "se",
    item: "10220",
    sort: "Standard",
    type: "spot",
    lower: 1900,
    action: "notify",
    createdDaysAgo: 3,
    days: 20,
  },
  {
    customer: "100412",
    username: "farmer@demo.se",
    area: "SYD",
    market: "se",
    item: "10120",
    sort: "Standard",
    type: "forward",
    upper: 2500,
    quantity: 30,
    action: "sign",
    createdDaysAgo: 1,
    days: 30,
  },
  {
    customer: "700101",
    username: "farmer@demo.fi",
    area: "POH",
    market: "fi",
    item: "11210",
    sort: "RGT Planet",
    type: "spot",
    upper: 240,
    action: "notify",
    createdDaysAgo: 4,
    days: 30,
  },
];

async function seedWatches(db: Db, now: Date): Promise<void> {
  const n = await db.$count(priceWatches);
  if (n > 0) return;
  const custRows = await db
    .select({ id: customers.id, number: customers.customerNumber })
    .from(customers)
    .where(
      inArray(
        customers.customerNumber,
        WATCH_ROWS.map((w) => w.customer),
      ),
    );
  const userRows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        WATCH_ROWS.map((w) => w.username),
      ),
    );
  const custId = new Map(custRows.map((c) => [c.number, c.id]));
  const userId = new Map(userRows.map((u) => [u.username, u.id]));
  for (const w of WATCH_ROWS) {
    const c = custId.get(w.customer);
    if (!c) continue;
    const [area] = await db
      .select({ id: priceAreas.id })
      .from(priceAreas)
      .where(and(eq(priceAreas.market, w.market), eq(priceAreas.code, w.area)));
    const [article] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.market, w.market), eq(articles.itemNumber, w.item)));
    if (!area || !article) continue;
    const createdOn = subDays(parseISO(todayIn(w.market, now)), w.createdDaysAgo);
    const period = periodsForDate(iso(createdOn)).find((p) => p.priceTypeId === PRICE_TYPE[w.type])!;
    await db.insert(priceWatches).values({
      customerId: c,
      userId: userId.get(w.username) ?? null,
      priceAreaId: area.id,
      articleId: article.id,
      sort: w.sort,
      priceTypeId: period.priceTypeId,
      pricePeriod: period.pricePeriod,
      lowerPrice: w.lower ?? null,
      upperPrice: w.upper ?? null,
      quantity: w.quantity ?? null,
      targetAction: w.action,
      createdOn: iso(createdOn),
      endDate: iso(addDays(createdOn, w.days)),
      createdAt: createdOn,
    });
  }
}

export async function seedPrices(db: Db, opts: { demo: boolean; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  await seedSorts(db);
  await seedMargins(db);
  if (!opts.demo) return;
  await seedPriceLists(db, now);
  await seedWatches(db, now);
}
