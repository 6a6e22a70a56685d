import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { listContracts } from "@/lib/grain-trade/contracts";
import { ZContractsRequest, ZContractsResponse } from "@/lib/grain-trade/schemas";

/** GET /api/graintrade/contracts?query=&fromDate=&toDate=&page=&pageSize=: store staff and admins. */
export const GET = route({ input: ZContractsRequest, output: ZContractsResponse }, async ({ db, actor, market, input }) => {
  requireAgroDesk(market, actor, "store");
  return listContracts(db, input);
});
