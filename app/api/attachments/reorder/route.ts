import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { reorderFolders } from "@/lib/documents/change-documents";
import { ZReorderFoldersRequest, ZReorderFoldersResponse } from "@/lib/documents/schemas";

/** POST /api/attachments/reorder with blockId, parentId (optional: the top level) and ids in the new order: admins reorder a parent's folders. */
export const POST = route(
  { input: ZReorderFoldersRequest, output: ZReorderFoldersResponse },
  async ({ db, actor, market, input, audit }) => {
    requireAgroDesk(market, actor, "admin");
    return { Folders: await reorderFolders(db, { actor, ctx: audit, ...input }) };
  },
);
