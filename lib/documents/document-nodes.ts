import "server-only";
import { and, asc, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { documentNodes, type DocumentNodeRow } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { agroDateTime } from "@/lib/agrodesk/format";
import { fileUrl } from "@/lib/integrations/storage";
import type { TDocumentNode } from "./schemas";

export type DocumentOrder = "name" | "date" | "datedesc";

export function toNode(r: Pick<DocumentNodeRow, "id" | "name" | "isFolder" | "fileKey" | "updatedAt">): TDocumentNode {
  return {
    Id: r.id,
    Name: r.name,
    IsFolder: r.isFolder,
    Url: r.fileKey ? fileUrl(r.fileKey) : "",
    TimestampString: agroDateTime(r.updatedAt),
  };
}

function ordering(orderBy: DocumentOrder): SQL[] {
  // folders first, then by the chosen order; folders keep their own (drag and drop) order
  const folders = [desc(documentNodes.isFolder), asc(documentNodes.sortOrder)];
  if (orderBy === "date") return [...folders, asc(documentNodes.updatedAt), asc(documentNodes.id)];
  if (orderBy === "datedesc") return [...folders, desc(documentNodes.updatedAt), desc(documentNodes.id)];
  return [...folders, asc(documentNodes.name), asc(documentNodes.id)];
}

/** GET /api/attachments/getfiles: the block's top level. */
export async function listTopLevel(db: DbOrTx, opts: { blockId: number; orderBy: DocumentOrder }): Promise<TDocumentNode[]> {
  const rows = await db
    .select()
    .from(documentNodes)
    .where(and(eq(documentNodes.blockId, opts.blockId), isNull(documentNodes.parentId)))
    .orderBy(...ordering(opts.orderBy));
  return rows.map(toNode);
}

/** A folder of the block, or 404 (a folder id of another block, or a file, is not a folder here). */
export async function folderOf(db: DbOrTx, blockId: number, folderId: number): Promise<DocumentNodeRow> {
  const [row] = await db
    .select()
    .from(documentNodes)
    .where(and(eq(documentNodes.id, folderId), eq(documentNodes.blockId, blockId), eq(documentNodes.isFolder, true)));
  if (!row) throw new AppError("NOT_FOUND", "agrodesk.documents.errors.noFolder");
  return row;
}

/** GET /api/attachments/getchildren: a folder's children (loaded on the folder's first open). */
export async function listChildren(
  db: DbOrTx,
  opts: { blockId: number; folderId: number; orderBy: DocumentOrder },
): Promise<TDocumentNode[]> {
  await folderOf(db, opts.blockId, opts.folderId);
  const rows = await db
    .select()
    .from(documentNodes)
    .where(and(eq(documentNodes.blockId, opts.blockId), eq(documentNodes.parentId, opts.folderId)))
    .orderBy(...ordering(opts.orderBy));
  return rows.map(toNode);
}
