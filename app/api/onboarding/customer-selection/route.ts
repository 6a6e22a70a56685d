import { route } from "@/lib/api/handler";
import { selectCustomers } from "@/lib/onboarding/select-customers";
import { ZSelectionRequest, ZSelectionResponse } from "@/lib/onboarding/selection";

/** Staff: the selection page's search (at least one checkbox, else 400). */
export const GET = route({ input: ZSelectionRequest, output: ZSelectionResponse, roles: ["internal"] }, async ({ db, input, market }) =>
  selectCustomers(db, { market, input }),
);
