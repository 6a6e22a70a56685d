import { route } from "@/lib/api/handler";
import { ZRejectTermsRequest, ZTermsResponse } from "@/lib/profile/legal-schemas";
import { recordTerms } from "@/lib/profile/record-terms";

/** POST /api/profile/reject-terms (issue 12 item 3): version → the rejection recorded; the page then signs the user out. */
export const POST = route({ input: ZRejectTermsRequest, output: ZTermsResponse }, ({ db, actor, market, input, audit }) =>
  recordTerms(db, { actor, market, accept: false, input, ctx: audit }),
);
