import { z } from "zod";
import { route } from "@/lib/api/handler";
import { addClaimComment } from "@/lib/warranty/change-claim";
import { ZAddCommentRequest } from "@/lib/warranty/schemas";

/** POST /api/warrantyform/comment with id and body: the claim's store or the importer comments; the submitter is e-mailed. */
export const POST = route({ input: ZAddCommentRequest, output: z.object({ id: z.number() }) }, ({ db, actor, market, t, input, audit }) =>
  addClaimComment(db, { actor, market, t, input, ctx: audit }),
);
