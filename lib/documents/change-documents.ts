/**
 * Admin changes to the document library (issue 15 item 1, decision 055): upload files into a
 * folder, delete files (and empty folders), create and rename folders. Each change is one
 * transaction with its action-log row and its search entries; uploaded bytes go to the
 * foundation's storage (decision 020) as `public` files of the Finnish market: readable by any
 * signed-in user on the Finnish host, the same people the agro-desk guard lets in.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "@/db";
import { pgCode } from "@/db/errors";
import { documentNodes, type DocumentNodeRow } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { deleteStoredFile } from "@/lib/files/delete-stored-file";
import { removeStoredBytesQuietly } from "@/lib/files/remove-stored-bytes";
import { saveStoredFile } from "@/lib/files/save-stored-file";
import { fileUrl, getStorage } from "@/lib/integrations/storage";
import { getSearchEngine } from "@/lib/integrations/search";
import { folderOf, toNode } from "./document-nodes";
import { extractText } from "./extract-text";
import { checkUploadSizes, detectDocumentType, sanitizeFileName } from "./file-check";
import type { TDocumentNode } from "./schemas";

const E = "agrodesk.documents.errors";

/** A name not yet used in the folder: "Hinnasto.pdf", then "Hinnasto (2).pdf", … */
export function freeName(name: string, taken: Set<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  const dot = name.lastIndexOf(".");
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : "";
  for (let i = 2; ; i++) {
    const candidate = `${stem} (${i})${ext}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

async function topFolderName(tx: Tx, node: DocumentNodeRow): Promise<string | null> {
  let current: DocumentNodeRow | undefined = node;
  let name: string | null = node.isFolder ? node.name : null;
  for (let i = 0; current?.parentId && i < 50; i++) {
    [current] = await tx.select().from(documentNodes).where(eq(documentNodes.id, current.parentId));
    if (current) name = current.name;
  }
  return name;
}

async function indexFile(tx: Tx, node: DocumentNodeRow): Promise<void> {
  if (node.isFolder || !node.fileKey) return;
  await getSearchEngine().index(tx, [
    {
      source: "document",
      sourceId: String(node.id),
      language: "fi",
      audience: "all",
      title: node.name,
      body: node.textContent ?? "",
      url: fileUrl(node.fileKey),
      category: await topFolderName(tx, node),
      publishedAt: node.createdAt,
    },
  ]);
}

/** POST /api/attachments/submitform: the chosen files into the folder. */
export async function uploadDocuments(
  db: Db,
  opts: { actor: Actor; folderId: number; files: File[]; ctx: ActionContext },
): Promise<TDocumentNode[]> {
  const problem = checkUploadSizes(opts.files);
  if (problem?.code === "none") throw new AppError("BAD_REQUEST", `${E}.noFiles`, { fields: { files: [`${E}.noFiles`] } });
  if (problem?.code === "tooMany") throw new AppError("BAD_REQUEST", `${E}.tooManyFiles`, { fields: { files: [`${E}.tooManyFiles`] } });
  if (problem) throw new AppError("PAYLOAD_TOO_LARGE", problem.code === "fileTooLarge" ? `${E}.fileTooLarge` : `${E}.uploadTooLarge`);

  const prepared: { name: string; bytes: Uint8Array; contentType: string; text: string; key: string }[] = [];
  for (const f of opts.files) {
    const bytes = new Uint8Array(await f.arrayBuffer());
    const type = detectDocumentType(bytes, f.name);
    if (!type) throw new AppError("UNSUPPORTED_MEDIA_TYPE", `${E}.wrongType`, { values: { name: f.name } });
    const name = sanitizeFileName(f.name, type);
    const ext = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
    prepared.push({
      name,
      bytes,
      contentType: type.contentType,
      text: extractText(bytes, type.text),
      key: `agrodesk/documents/${randomUUID()}.${ext}`,
    });
  }

  try {
    return await db.transaction(async (tx) => {
      const folder = await folderOf(tx, await blockOfFolder(tx, opts.folderId), opts.folderId);
      // one upload at a time per folder: names are chosen against what the folder holds
      await tx.execute(sql`select id from document_nodes where id = ${folder.id} for update`);
      const existing = await tx.select({ name: documentNodes.name }).from(documentNodes).where(eq(documentNodes.parentId, folder.id));
      const taken = new Set(existing.map((r) => r.name.toLowerCase()));
      const out: TDocumentNode[] = [];
      for (const p of prepared) {
        const name = freeName(p.name, taken);
        taken.add(name.toLowerCase());
        await saveStoredFile(tx, {
          key: p.key,
          bytes: p.bytes,
          contentType: p.contentType,
          ownerUserId: opts.actor.userId,
          visibility: "public",
          market: "fi",
        });
        const [row] = await tx
          .insert(documentNodes)
          .values({
            blockId: folder.blockId,
            parentId: folder.id,
            isFolder: false,
            name,
            fileKey: p.key,
            contentType: p.contentType,
            sizeBytes: p.bytes.byteLength,
            textContent: p.text || null,
            createdBy: opts.actor.userId,
          })
          .returning();
        if (!row) throw new Error("document insert returned no row");
        await indexFile(tx, row);
        out.push(toNode(row));
      }
      await logAction(tx, opts.actor, "agrodesk.documents.upload", { folderId: folder.id, files: out.map((n) => n.Name) }, opts.ctx);
      return out;
    });
  } catch (e) {
    for (const p of prepared) await removeStoredBytesQuietly(db, p.key);
    throw e;
  }
}

async function blockOfFolder(tx: Tx, folderId: number): Promise<number> {
  const [row] = await tx
    .select({ blockId: documentNodes.blockId })
    .from(documentNodes)
    .where(and(eq(documentNodes.id, folderId), eq(documentNodes.isFolder, true)));
  if (!row) throw new AppError("NOT_FOUND", `${E}.noFolder`);
  return row.blockId;
}

/** POST /api/attachments/delete: files (and empty folders) of the block. */
export async function deleteDocuments(
  db: Db,
  opts: { actor: Actor; blockId: number; ids: number[]; ctx: ActionContext },
): Promise<{ Deleted: number }> {
  const keys: string[] = [];
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(documentNodes)
      .where(and(eq(documentNodes.blockId, opts.blockId), inArray(documentNodes.id, opts.ids)))
      .for("update");
    if (rows.length !== new Set(opts.ids).size) throw new AppError("NOT_FOUND", `${E}.notInBlock`);
    for (const folder of rows.filter((r) => r.isFolder)) {
      const [child] = await tx.select({ id: documentNodes.id }).from(documentNodes).where(eq(documentNodes.parentId, folder.id)).limit(1);
      if (child && !opts.ids.includes(child.id)) throw new AppError("CONFLICT", `${E}.folderNotEmpty`, { values: { name: folder.name } });
    }
    // files first (a folder's own files may be in the same selection)
    const files = rows.filter((r) => !r.isFolder);
    if (files.length) {
      await tx.delete(documentNodes).where(
        inArray(
          documentNodes.id,
          files.map((r) => r.id),
        ),
      );
      for (const f of files) {
        if (f.fileKey) {
          await deleteStoredFile(tx, f.fileKey);
          keys.push(f.fileKey);
        }
      }
    }
    const folders = rows.filter((r) => r.isFolder);
    if (folders.length)
      await tx.delete(documentNodes).where(
        inArray(
          documentNodes.id,
          folders.map((r) => r.id),
        ),
      );
    await getSearchEngine().remove(
      tx,
      "document",
      rows.map((r) => String(r.id)),
    );
    await logAction(
      tx,
      opts.actor,
      "agrodesk.documents.delete",
      { blockId: opts.blockId, ids: opts.ids, names: rows.map((r) => r.name) },
      opts.ctx,
    );
    return rows.length;
  });
  if (!getStorage(db).transactional) for (const k of keys) await removeStoredBytesQuietly(db, k);
  return { Deleted: deleted };
}

function nameTaken(e: unknown): boolean {
  return pgCode(e) === "23505";
}

/** Admins: a new folder at the block's top level or inside a folder. */
export async function createFolder(
  db: Db,
  opts: { actor: Actor; blockId: number; parentId?: number; name: string; ctx: ActionContext },
): Promise<TDocumentNode> {
  try {
    return await db.transaction(async (tx) => {
      if (opts.parentId !== undefined) await folderOf(tx, opts.blockId, opts.parentId);
      const [max] = await tx
        .select({ n: sql<number>`coalesce(max(${documentNodes.sortOrder}), 0)::int` })
        .from(documentNodes)
        .where(
          and(
            eq(documentNodes.blockId, opts.blockId),
            opts.parentId === undefined ? isNull(documentNodes.parentId) : eq(documentNodes.parentId, opts.parentId),
          ),
        );
      const [row] = await tx
        .insert(documentNodes)
        .values({
          blockId: opts.blockId,
          parentId: opts.parentId ?? null,
          isFolder: true,
          name: opts.name,
          sortOrder: (max?.n ?? 0) + 1,
          createdBy: opts.actor.userId,
        })
        .returning();
      if (!row) throw new Error("folder insert returned no row");
      await logAction(tx, opts.actor, "agrodesk.documents.createFolder", { blockId: opts.blockId, id: row.id, name: row.name }, opts.ctx);
      return toNode(row);
    });
  } catch (e) {
    if (nameTaken(e)) throw new AppError("CONFLICT", `${E}.nameTaken`, { fields: { name: [`${E}.nameTaken`] } });
    throw e;
  }
}

/** Admins: renames a folder or a file (a file keeps its extension). */
export async function renameNode(db: Db, opts: { actor: Actor; id: number; name: string; ctx: ActionContext }): Promise<TDocumentNode> {
  try {
    return await db.transaction(async (tx) => {
      const [node] = await tx.select().from(documentNodes).where(eq(documentNodes.id, opts.id)).for("update");
      if (!node) throw new AppError("NOT_FOUND", `${E}.notInBlock`);
      let name = opts.name;
      if (!node.isFolder) {
        const type = { contentType: node.contentType ?? "", extensions: [node.name.slice(node.name.lastIndexOf(".") + 1)], text: null };
        name = sanitizeFileName(name, type);
      }
      const [row] = await tx.update(documentNodes).set({ name, updatedAt: new Date() }).where(eq(documentNodes.id, node.id)).returning();
      if (!row) throw new Error("rename returned no row");
      await indexFile(tx, row);
      if (row.isFolder) {
        // the category of the files below it changes with a top-level folder's name
        const below = await tx
          .select()
          .from(documentNodes)
          .where(and(eq(documentNodes.parentId, row.id), eq(documentNodes.isFolder, false)));
        for (const f of below) await indexFile(tx, f);
      }
      await logAction(tx, opts.actor, "agrodesk.documents.rename", { id: row.id, from: node.name, to: row.name }, opts.ctx);
      return toNode(row);
    });
  } catch (e) {
    if (nameTaken(e)) throw new AppError("CONFLICT", `${E}.nameTaken`, { fields: { name: [`${E}.nameTaken`] } });
    throw e;
  }
}

/**
 * Admins: the folders of one parent (the block's top level without parentId) in a new order —
 * every folder of that parent once; a list that differs from the stored folders is a 409 (reload
 * and try again). Files keep the reader's chosen order below the folders.
 */
export async function reorderFolders(
  db: Db,
  opts: { actor: Actor; blockId: number; parentId?: number; ids: number[]; ctx: ActionContext },
): Promise<TDocumentNode[]> {
  return db.transaction(async (tx) => {
    if (opts.parentId !== undefined) await folderOf(tx, opts.blockId, opts.parentId);
    const rows = await tx
      .select()
      .from(documentNodes)
      .where(
        and(
          eq(documentNodes.blockId, opts.blockId),
          eq(documentNodes.isFolder, true),
          opts.parentId === undefined ? isNull(documentNodes.parentId) : eq(documentNodes.parentId, opts.parentId),
        ),
      )
      .orderBy(documentNodes.id)
      .for("update");
    const stored = new Set(rows.map((r) => r.id));
    if (new Set(opts.ids).size !== opts.ids.length || opts.ids.length !== stored.size || opts.ids.some((id) => !stored.has(id)))
      throw new AppError("CONFLICT", `${E}.orderChanged`);
    for (const [i, id] of opts.ids.entries()) {
      const row = rows.find((r) => r.id === id);
      if (row && row.sortOrder !== i + 1)
        await tx
          .update(documentNodes)
          .set({ sortOrder: i + 1 })
          .where(eq(documentNodes.id, id));
    }
    await logAction(
      tx,
      opts.actor,
      "agrodesk.documents.reorder",
      { blockId: opts.blockId, parentId: opts.parentId ?? null, ids: opts.ids },
      opts.ctx,
    );
    const ordered = opts.ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is DocumentNodeRow => r !== undefined);
    return ordered.map(toNode);
  });
}
