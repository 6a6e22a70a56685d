import { publicRoute } from "@/lib/api/handler";
import { filterPriceGraph } from "@/lib/prices/filter-price-graph";
import { ZPriceGraphRequest, ZPriceGraphResponse } from "@/lib/prices/schemas";

/**
 * The price graph (spec 1 §7): idArray (item numbers), pageId, selectedPeriod (months) →
 * { Series: [{ Id, Name, Sort, Points: [{ Date, Price }] }], ColorCodes, PriceAreaId, PriceAreaName, From, To, Currency, Unit }.
 * Public: price history is public information (docs/decisions, prices).
 */
export const POST = publicRoute({ input: ZPriceGraphRequest, output: ZPriceGraphResponse }, ({ db, market, input }) =>
  filterPriceGraph(db, { market, input }),
);
