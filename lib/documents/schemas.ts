/**
 * Document library calls (spec 4 §3 "Document tree node", §7 Document library; issue 15 item 1).
 */
import { z } from "zod";

const MSG = "agrodesk.documents.validation";

const posInt = (key: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
    z.number({ error: key }).int(key).positive(key).max(2_000_000_000, key),
  );

export const DOCUMENT_ORDERS = ["name", "date", "datedesc"] as const;
const orderBy = z.preprocess(
  (v) => (typeof v === "string" && v !== "" ? v.toLowerCase() : v === undefined || v === null || v === "" ? "name" : v),
  z.enum(DOCUMENT_ORDERS, { error: `${MSG}.orderBy` }),
);

export const ZGetFilesRequest = z.object({ blockId: posInt(`${MSG}.blockId`), orderBy });
export const ZGetChildrenRequest = z.object({ blockId: posInt(`${MSG}.blockId`), folderId: posInt(`${MSG}.folderId`), orderBy });

export const ZDocumentNode = z.object({
  Id: z.number().int(),
  Name: z.string(),
  IsFolder: z.boolean(),
  /** a file's address (/api/files/…); "" for a folder */
  Url: z.string(),
  /** yy-mm-dd HH:mm (Helsinki) */
  TimestampString: z.string(),
});
export type TDocumentNode = z.infer<typeof ZDocumentNode>;
export const ZDocumentTree = z.array(ZDocumentNode);

export const ZDeleteRequest = z.object({
  blockId: posInt(`${MSG}.blockId`),
  fileIds: z.preprocess(
    (v) => (Array.isArray(v) ? v.join(",") : v),
    z
      .string({ error: "agrodesk.documents.nothingSelected" })
      .transform((s) =>
        s
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z
              .string()
              .regex(/^\d{1,10}$/, `${MSG}.fileIds`)
              .transform(Number),
          )
          .min(1, "agrodesk.documents.nothingSelected")
          .max(500, `${MSG}.fileIds`),
      ),
  ),
});
export const ZDeleteResponse = z.object({ Deleted: z.number().int() });

const ZFile = z.custom<File>((v) => typeof Blob !== "undefined" && v instanceof Blob, `${MSG}.files`);
export const ZSubmitFormRequest = z.object({
  folderId: posInt(`${MSG}.folderId`),
  files: z.preprocess((v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? (v as unknown[]) : [v]), z.array(ZFile)),
});
export const ZSubmitFormResponse = z.object({ Files: ZDocumentTree });

const name = z
  .string({ error: `${MSG}.name` })
  .trim()
  .min(1, `${MSG}.name`)
  .max(200, `${MSG}.name`);
export const ZCreateFolderRequest = z.object({
  blockId: posInt(`${MSG}.blockId`),
  parentId: z.preprocess((v) => (v === "" || v === null || v === "0" || v === 0 ? undefined : v), posInt(`${MSG}.folderId`).optional()),
  name,
});
export const ZRenameRequest = z.object({ id: posInt(`${MSG}.id`), name });
export const ZNodeResponse = z.object({ Node: ZDocumentNode });

/** POST /api/attachments/reorder (the portal's own, spec 4 §1 drag and drop): a parent's folders in their new order. */
export const ZReorderFoldersRequest = z.object({
  blockId: posInt(`${MSG}.blockId`),
  parentId: z.preprocess((v) => (v === "" || v === null || v === "0" || v === 0 ? undefined : v), posInt(`${MSG}.folderId`).optional()),
  ids: z.preprocess(
    (v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v),
    z
      .array(posInt(`${MSG}.id`))
      .min(1, `${MSG}.id`)
      .max(500, `${MSG}.id`),
  ),
});
export const ZReorderFoldersResponse = z.object({ Folders: ZDocumentTree });
