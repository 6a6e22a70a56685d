import { route } from "@/lib/api/handler";
import { ZAcceptTermsRequest, ZTermsResponse } from "@/lib/profile/legal-schemas";
import { recordTerms } from "@/lib/profile/record-terms";

/** POST /api/profile/accept-terms (issue 12 item 3): AcceptTerms, version → recorded in the consent log. */
export const POST = route({ input: ZAcceptTermsRequest, output: ZTermsResponse }, ({ db, actor, market, input, audit }) =>
  recordTerms(db, { actor, market, accept: true, input, ctx: audit }),
);
