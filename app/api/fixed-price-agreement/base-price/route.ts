import { route } from "@/lib/api/handler";
import { basePrice } from "@/lib/trading/fixed-price";
import { ZBasePriceReply, ZBasePriceRequest } from "@/lib/trading/fixed-price-schemas";

/**
 * An article's price for a customer (spec 2 §7): articleId (article number), customerNumber →
 * { articleNr, articleName, defaultPrice, customerPrice, unit: "Ton", limits }. 403 for a customer out of reach.
 */
export const GET = route(
  {
    input: ZBasePriceRequest,
    area: { name: "agreements", level: "read" },
    customer: (input) => input.customerNumber,
    output: ZBasePriceReply,
  },
  ({ db, market, input }) => basePrice(db, { market, articleNr: input.articleId, customerNumber: input.customerNumber }),
);
