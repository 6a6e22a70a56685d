import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { listTopLevel } from "@/lib/documents/document-nodes";
import { ZDocumentTree, ZGetFilesRequest } from "@/lib/documents/schemas";

/** GET /api/attachments/getfiles?blockId=&orderBy=: the block's top-level folders and files (agro-desk users). */
export const GET = route({ input: ZGetFilesRequest, output: ZDocumentTree }, async ({ db, actor, market, input }) => {
  requireAgroDesk(market, actor, "user");
  return listTopLevel(db, input);
});
