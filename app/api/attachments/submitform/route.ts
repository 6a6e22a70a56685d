import { route } from "@/lib/api/handler";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { uploadDocuments } from "@/lib/documents/change-documents";
import { DOCUMENT_UPLOAD_BODY } from "@/lib/documents/file-check";
import { ZSubmitFormRequest, ZSubmitFormResponse } from "@/lib/documents/schemas";

/** POST /api/attachments/submitform (multipart: files, folderId): admins upload documents into a folder. */
export const POST = route(
  { input: ZSubmitFormRequest, output: ZSubmitFormResponse, body: DOCUMENT_UPLOAD_BODY },
  async ({ db, actor, market, input, audit }) => {
    requireAgroDesk(market, actor, "admin");
    return { Files: await uploadDocuments(db, { actor, folderId: input.folderId, files: input.files, ctx: audit }) };
  },
);
