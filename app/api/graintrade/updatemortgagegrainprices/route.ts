import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { updateGrainPrices } from "@/lib/grain-trade/prices";
import { ZUpdatePricesRequest, ZUpdatePricesResponse } from "@/lib/grain-trade/schemas";

/** POST /api/graintrade/updatemortgagegrainprices with the list of grain rows: admins save the changed prices. */
export const POST = route({ input: ZUpdatePricesRequest, output: ZUpdatePricesResponse }, async ({ db, actor, market, input, audit }) => {
  requireAgroDesk(market, actor, "admin");
  return updateGrainPrices(db, { actor, ctx: audit, rows: input.Rows });
});
