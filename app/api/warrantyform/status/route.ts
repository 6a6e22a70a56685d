import { route } from "@/lib/api/handler";
import { changeClaimStatus } from "@/lib/warranty/change-claim";
import { ZChangeStatusRequest, ZChangeStatusResponse } from "@/lib/warranty/schemas";

/** POST /api/warrantyform/status with id, from, to, comment: admins move a claim (decision 062); the submitter is e-mailed. */
export const POST = route({ input: ZChangeStatusRequest, output: ZChangeStatusResponse }, ({ db, actor, market, t, input, audit }) =>
  changeClaimStatus(db, { actor, market, t, input, ctx: audit }),
);
