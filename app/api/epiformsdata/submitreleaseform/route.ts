import { route } from "@/lib/api/handler";
import { submitReleaseForm } from "@/lib/warranty/submit-release-form";
import { ZReleaseFormRequest, ZSubmitResponse } from "@/lib/warranty/schemas";

/** POST /api/epiformsdata/submitreleaseform (issue 16 item 1): store staff file a release and warranty form for their store. */
export const POST = route({ input: ZReleaseFormRequest, output: ZSubmitResponse }, ({ db, actor, market, input, audit }) =>
  submitReleaseForm(db, { actor, market, input, ctx: audit }),
);
