import { route } from "@/lib/api/handler";
import { getCompanyInfo } from "@/lib/analysis/queries";
import { ZCompanyInfoResponse, ZCustomerPath } from "@/lib/analysis/schemas";

/** GET /api/analysis-request/get-company-info/{customer} (spec 2 §7): the form's prefill; 403 for a customer out of reach. */
export const GET = route(
  { input: ZCustomerPath, area: { name: "analysis", level: "read" }, output: ZCompanyInfoResponse, customer: (i) => i.customer },
  ({ db, actor, input }) => getCompanyInfo(db, { actor, customer: input.customer }),
);
