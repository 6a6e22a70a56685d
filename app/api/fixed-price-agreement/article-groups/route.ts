import { route } from "@/lib/api/handler";
import { listArticleGroups } from "@/lib/trading/fixed-price";
import { ZArticleGroupsReply, ZArticleGroupsRequest } from "@/lib/trading/fixed-price-schemas";

/** The product groups of a fixed price category (spec 2 §7): categoryId (e.g. 410) → { Groups: [{ ProductGroupId, ProductGroupName }] }. */
export const GET = route({ input: ZArticleGroupsRequest, output: ZArticleGroupsReply }, ({ db, market, input }) =>
  listArticleGroups(db, { market, categoryId: input.categoryId }),
);
