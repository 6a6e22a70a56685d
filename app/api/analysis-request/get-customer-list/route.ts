import { route } from "@/lib/api/handler";
import { listAnalysisCustomers } from "@/lib/analysis/queries";
import { ZCustomerListRequest, ZCustomerListResponse } from "@/lib/analysis/schemas";

/** GET /api/analysis-request/get-customer-list?term= (spec 2 §7): staff's customer search (number prefix or name) → [{ CustomerNumber, Name }]; 403 for customers. */
export const GET = route(
  { input: ZCustomerListRequest, output: ZCustomerListResponse, roles: ["internal"] },
  ({ db, actor, market, input }) => listAnalysisCustomers(db, { actor, market, term: input.term }),
);
