import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { listChildren } from "@/lib/documents/document-nodes";
import { ZDocumentTree, ZGetChildrenRequest } from "@/lib/documents/schemas";

/** GET /api/attachments/getchildren?blockId=&folderId=&orderBy=: a folder's children (agro-desk users). */
export const GET = route({ input: ZGetChildrenRequest, output: ZDocumentTree }, async ({ db, actor, market, input }) => {
  requireAgroDesk(market, actor, "user");
  return listChildren(db, input);
});
