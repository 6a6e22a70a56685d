import { route } from "@/lib/api/handler";
import { getWeighInInfo } from "@/lib/agreements/get-weigh-in-info";
import { ZWeighInMoreInfoRequest, ZWeighInMoreInfoResponse } from "@/lib/agreements/schemas";

/**
 * GET /api/weigh-in/more-info/{id}/{isInternal}?date&sort (spec 1 §7): id = agreement number →
 * the weigh-ins of that day (and sort) { agreementNumber, date, sort, weighIns, totalNetKg,
 * totalSettledKg }. The agreement must belong to a customer the actor may use (403).
 */
export const GET = route(
  { input: ZWeighInMoreInfoRequest, area: { name: "agreements", level: "read" }, output: ZWeighInMoreInfoResponse },
  ({ db, actor, input }) => getWeighInInfo(db, { actor, agreementNumber: input.id, date: input.date, sort: input.sort }),
);
