import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { deleteDocuments } from "@/lib/documents/change-documents";
import { ZDeleteRequest, ZDeleteResponse } from "@/lib/documents/schemas";

/** POST /api/attachments/delete with blockId and fileIds (comma-separated): admins delete files. */
export const POST = route({ input: ZDeleteRequest, output: ZDeleteResponse }, async ({ db, actor, market, input, audit }) => {
  requireAgroDesk(market, actor, "admin");
  return deleteDocuments(db, { actor, blockId: input.blockId, ids: input.fileIds, ctx: audit });
});
