import { route } from "@/lib/api/handler";
import { listArticles } from "@/lib/trading/fixed-price";
import { ZArticlesReply, ZArticlesRequest } from "@/lib/trading/fixed-price-schemas";

/** The articles of a product group (spec 2 §7): articleGroupId → { Items: [{ ItemNumber, ItemName }] }. */
export const GET = route({ input: ZArticlesRequest, output: ZArticlesReply }, ({ db, market, input }) =>
  listArticles(db, { market, articleGroupId: input.articleGroupId }),
);
