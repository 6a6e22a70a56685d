import "server-only";
import { format, parseISO, subMonths } from "date-fns";
import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { articles, grainPrices, grainSorts } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import { PRICE_TYPE, PRICE_UNIT } from "./constants";
import { graphColor } from "./graph-colors";
import { listGrainProducts } from "./list-grain-products";
import { listPriceAreas } from "./list-price-areas";
import type { TPriceGraphRequest, TPriceGraphResponse } from "./schemas";

/**
 * The price graph (spec 1 §7 pricegraph/filter): for each chosen crop (idArray: item numbers)
 * the spot price of its main sort in the market's reference price area (the first area), from
 * selectedPeriod months back until today. Structured series and ColorCodes instead of the
 * legacy ModelString markup. An item number that is not a grain article of the market is a 400.
 */
export async function filterPriceGraph(
  db: DbOrTx,
  opts: { market: Market; input: TPriceGraphRequest; now?: Date },
): Promise<TPriceGraphResponse> {
  const { market, input } = opts;
  const ids = [...new Set(input.idArray)];
  const products = await listGrainProducts(db, { market });
  const chosen = ids.map((id) => ({ id, index: products.findIndex((p) => p.itemNumber === id) }));
  if (chosen.some((c) => c.index < 0)) {
    throw new AppError("BAD_REQUEST", "prices.validation.unknownProduct", { fields: { idArray: ["prices.validation.unknownProduct"] } });
  }
  const to = todayIn(market, opts.now);
  const from = format(subMonths(parseISO(to), input.selectedPeriod), "yyyy-MM-dd");
  const [area] = await listPriceAreas(db, { market });

  const arts = await db
    .select({ id: articles.id, itemNumber: articles.itemNumber, name: articles.name })
    .from(articles)
    .where(and(eq(articles.market, market), inArray(articles.itemNumber, ids)));
  const sorts = await db
    .select({ articleId: grainSorts.articleId, sort: grainSorts.sort })
    .from(grainSorts)
    .where(inArray(grainSorts.articleId, arts.map((a) => a.id).concat(-1)))
    .orderBy(asc(grainSorts.sortOrder), asc(grainSorts.sort));
  const mainSort = new Map<number, string>();
  for (const s of sorts) if (!mainSort.has(s.articleId)) mainSort.set(s.articleId, s.sort);

  const points = area
    ? await db
        .select({ articleId: grainPrices.articleId, sort: grainPrices.sort, date: grainPrices.priceDate, price: grainPrices.price })
        .from(grainPrices)
        .where(
          and(
            eq(grainPrices.priceAreaId, area.id),
            inArray(grainPrices.articleId, arts.map((a) => a.id).concat(-1)),
            eq(grainPrices.priceTypeId, PRICE_TYPE.spot),
            gte(grainPrices.priceDate, from),
            lte(grainPrices.priceDate, to),
          ),
        )
        .orderBy(asc(grainPrices.priceDate))
    : [];

  const series = chosen.map(({ id }) => {
    const a = arts.find((x) => x.itemNumber === id)!;
    const sort = mainSort.get(a.id) ?? "";
    return {
      Id: a.itemNumber,
      Name: a.name,
      Sort: sort,
      Points: points.filter((p) => p.articleId === a.id && p.sort === sort).map((p) => ({ Date: p.date, Price: Number(p.price) })),
    };
  });
  return {
    Series: series,
    ColorCodes: chosen.map((c) => graphColor(c.index)),
    PriceAreaId: area?.id ?? null,
    PriceAreaName: area?.name ?? null,
    From: from,
    To: to,
    ...PRICE_UNIT[market],
  };
}
