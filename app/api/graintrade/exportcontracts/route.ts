import { RESPONSE, route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { exportContracts } from "@/lib/grain-trade/contracts";
import { ZExportRequest } from "@/lib/grain-trade/schemas";

/** GET /api/graintrade/exportcontracts?query=&fromDate=&toDate=&skip=0&take=1000: the contracts as .xlsx (store staff, admins). */
export const GET = route({ input: ZExportRequest, output: RESPONSE }, async ({ db, actor, market, t, input }) => {
  requireAgroDesk(market, actor, "store");
  return exportContracts(db, { t, ...input });
});
