import { route } from "@/lib/api/handler";
import { submitClaim } from "@/lib/warranty/submit-claim";
import { ZClaimRequest, ZClaimSubmitResponse } from "@/lib/warranty/schemas";

/** POST /api/warrantyform/submitclaim (issue 16 item 3): store staff file a warranty claim; the server recomputes the totals. */
export const POST = route({ input: ZClaimRequest, output: ZClaimSubmitResponse }, ({ db, actor, market, input, audit }) =>
  submitClaim(db, { actor, market, input, ctx: audit }),
);
