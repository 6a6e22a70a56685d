import { NO_INPUT, route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { mortgageTiles } from "@/lib/grain-trade/prices";
import { ZTilesResponse } from "@/lib/grain-trade/schemas";

/** GET /api/graintrade/mortgagetiles: the mortgage price tiles for farmers. */
export const GET = route({ input: NO_INPUT, output: ZTilesResponse }, async ({ db, actor, market }) => {
  requireAgroDesk(market, actor, "user");
  return mortgageTiles(db);
});
