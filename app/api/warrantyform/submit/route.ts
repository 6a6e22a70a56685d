import { route } from "@/lib/api/handler";
import { moveSubmitter } from "@/lib/warranty/admin-tools";
import { ZMoveRequest, ZMoveResponse } from "@/lib/warranty/schemas";

/** POST /api/warrantyform/submit with EmailId, FromStore, ToStore (spec 4 §7): admins move a submitter's forms → the count. */
export const POST = route({ input: ZMoveRequest, output: ZMoveResponse }, ({ db, actor, market, input, audit }) =>
  moveSubmitter(db, { actor, market, input, ctx: audit }),
);
