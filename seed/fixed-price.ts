/**
 * Fixed price agreements for feed (issue 11 item 5, decision 065): the Swedish categories, product
 * groups and articles with list prices and line limits (reference rows, every start, idempotent),
 * and demo customer prices for 100234 (its own price on two articles).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { articles, customerArticlePrices, customers, fixedPriceArticleGroups, fixedPriceArticles, fixedPriceCategories } from "@/db/schema";

type Art = [itemNumber: string, name: string, price: number, qMin: number, qMax: number];
const CATALOGUE: {
  code: number;
  name: string;
  endMode: "date" | "months";
  discountMax: number | null;
  groups: { name: string; articles: Art[] }[];
}[] = [
  {
    code: 410,
    name: "Nötfoder",
    endMode: "date",
    discountMax: 30,
    groups: [
      {
        name: "Mjölkkofoder",
        articles: [
          ["40110", "Solid 220 Komplett", 4350, 5, 600],
          ["40120", "Unik 190 Mjölkfoder", 4120, 5, 600],
          ["40130", "Komplett Mjölk 160", 3980, 5, 600],
        ],
      },
      { name: "Kalv- och ungdjursfoder", articles: [["40140", "Kalvstart Pellets", 5240, 1, 200]] },
    ],
  },
  {
    code: 411,
    name: "Svinfoder",
    endMode: "date",
    discountMax: null,
    groups: [
      {
        name: "Slaktsvin",
        articles: [
          ["40210", "Smågrisfoder Start", 5650, 1, 300],
          ["40220", "Slaktsvin Optimal", 4420, 5, 800],
        ],
      },
      { name: "Suggor", articles: [["40230", "Sugga Digivande", 4580, 5, 400]] },
    ],
  },
  {
    code: 412,
    name: "Fjäderfäfoder",
    endMode: "date",
    discountMax: null,
    groups: [{ name: "Värphöns", articles: [["40310", "Värp 1 Mjöl", 4890, 5, 500]] }],
  },
  {
    code: 420,
    name: "Mineralfoder",
    endMode: "months",
    discountMax: 30,
    groups: [{ name: "Mineraler nöt", articles: [["40410", "Mineral Nöt Bete", 9850, 1, 50]] }],
  },
];

export async function seedFixedPrice(db: Db, opts: { demo: boolean }): Promise<void> {
  const arts = CATALOGUE.flatMap((c) => c.groups.flatMap((g) => g.articles));
  await db
    .insert(articles)
    .values(arts.map(([itemNumber, name]) => ({ itemNumber, market: "se", name, category: "feed", unit: "ton" })))
    .onConflictDoNothing();
  const articleIds = new Map(
    (
      await db
        .select({ id: articles.id, itemNumber: articles.itemNumber })
        .from(articles)
        .where(
          and(
            eq(articles.market, "se"),
            inArray(
              articles.itemNumber,
              arts.map((a) => a[0]),
            ),
          ),
        )
    ).map((r) => [r.itemNumber, r.id]),
  );
  for (const [ci, c] of CATALOGUE.entries()) {
    const [cat] = await db
      .insert(fixedPriceCategories)
      .values({ market: "se", code: c.code, name: c.name, endMode: c.endMode, discountMax: c.discountMax, sortOrder: ci })
      .onConflictDoUpdate({
        target: [fixedPriceCategories.market, fixedPriceCategories.code],
        set: { name: c.name, endMode: c.endMode, discountMax: c.discountMax },
      })
      .returning({ id: fixedPriceCategories.id });
    for (const [gi, g] of c.groups.entries()) {
      const [group] = await db
        .insert(fixedPriceArticleGroups)
        .values({ categoryId: cat!.id, name: g.name, sortOrder: gi })
        .onConflictDoUpdate({ target: [fixedPriceArticleGroups.categoryId, fixedPriceArticleGroups.name], set: { sortOrder: gi } })
        .returning({ id: fixedPriceArticleGroups.id });
      await db
        .insert(fixedPriceArticles)
        .values(
          g.articles.map(([itemNumber, , price, qMin, qMax]) => ({
            groupId: group!.id,
            articleId: articleIds.get(itemNumber)!,
            defaultPrice: price,
            quantityMin: qMin,
            quantityMax: qMax,
            supplementMin: 0,
            supplementMax: 200,
          })),
        )
        .onConflictDoNothing();
    }
  }
  if (!opts.demo) return;
  const [c] = await db.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, "100234"));
  if (!c) return;
  const own: [string, number][] = [
    ["40110", 4210],
    ["40220", 4300],
  ];
  await db
    .insert(customerArticlePrices)
    .values(own.map(([nr, price]) => ({ customerId: c.id, articleId: articleIds.get(nr)!, price })))
    .onConflictDoNothing();
}
