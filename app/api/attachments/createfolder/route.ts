import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { createFolder } from "@/lib/documents/change-documents";
import { ZCreateFolderRequest, ZNodeResponse } from "@/lib/documents/schemas";

/** POST /api/attachments/createfolder with blockId, parentId (optional) and name: admins create a folder. */
export const POST = route({ input: ZCreateFolderRequest, output: ZNodeResponse }, async ({ db, actor, market, input, audit }) => {
  requireAgroDesk(market, actor, "admin");
  return { Node: await createFolder(db, { actor, ...input, ctx: audit }) };
});
