import { NO_INPUT, route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { listGrainPrices } from "@/lib/grain-trade/prices";
import { ZGrainPricesResponse } from "@/lib/grain-trade/schemas";

/** GET /api/graintrade/grainprices: the grain price table (admins edit it). */
export const GET = route({ input: NO_INPUT, output: ZGrainPricesResponse }, async ({ db, actor, market }) => {
  requireAgroDesk(market, actor, "admin");
  return { Rows: await listGrainPrices(db) };
});
