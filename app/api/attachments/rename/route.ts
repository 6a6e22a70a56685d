import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { renameNode } from "@/lib/documents/change-documents";
import { ZNodeResponse, ZRenameRequest } from "@/lib/documents/schemas";

/** POST /api/attachments/rename with id and name: admins rename a folder or a file. */
export const POST = route({ input: ZRenameRequest, output: ZNodeResponse }, async ({ db, actor, market, input, audit }) => {
  requireAgroDesk(market, actor, "admin");
  return { Node: await renameNode(db, { actor, ...input, ctx: audit }) };
});
