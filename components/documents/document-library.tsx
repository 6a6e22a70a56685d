"use client";

/**
 * Document library (spec 4 §2, §4, §5; issue 15 item 1): a tree of folders and files of one block.
 * A folder's children load on its first open and toggle afterwards. Admins see a checkbox per
 * file, an add-document button per folder (upload enabled only with files chosen), a delete-files
 * button (a selection and a confirmation needed), and can create and rename folders. Failures
 * are shown in an alert with the HTTP status.
 */
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { FormField } from "@/components/ui/form-field";
import { ApiError } from "@/lib/client/api-fetch";
import { areaKey, useApiFetch, useApiMutation } from "@/lib/client/query";
import type { TDocumentNode } from "@/lib/documents/schemas";
import { DocumentNodeItem } from "./document-node";
import { FolderOrder } from "./folder-order";

/** The folders of `nodes` put in the order of `saved` (files stay where they are, after the folders). */
export function withFolderOrder(nodes: TDocumentNode[], saved: TDocumentNode[]): TDocumentNode[] {
  return [...saved, ...nodes.filter((n) => !saved.some((f) => f.Id === n.Id))];
}

export interface LibraryState {
  blockId: number;
  children: Map<number, TDocumentNode[]>;
  open: Set<number>;
  selected: Set<number>;
}

export function DocumentLibrary({ blockId, isAdmin, initial }: { blockId: number; isAdmin: boolean; initial: TDocumentNode[] }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const api = useApiFetch();
  const [top, setTop] = useState(initial);
  const [children, setChildren] = useState(new Map<number, TDocumentNode[]>());
  const [open, setOpen] = useState(new Set<number>());
  const [selected, setSelected] = useState(new Set<number>());
  const [folderName, setFolderName] = useState("");
  const key = areaKey("documents", blockId);
  const del = useApiMutation<{ Deleted: number }>("/api/attachments/delete");
  const create = useApiMutation<{ Node: TDocumentNode }>("/api/attachments/createfolder");

  async function failed(e: unknown) {
    const text = e instanceof ApiError ? `${e.status} ${e.message}` : String(e);
    await dialogs.alert({ title: t("agrodesk.documents.title"), message: text });
  }

  async function loadChildren(folderId: number) {
    const nodes = await api.fetch<TDocumentNode[]>(
      [...key, "children", folderId],
      "/api/attachments/getchildren",
      { blockId, folderId },
      { method: "GET", log: "documents" },
    );
    setChildren((m) => new Map(m).set(folderId, nodes));
  }

  async function reloadAll() {
    setTop(await api.fetch<TDocumentNode[]>([...key, "top"], "/api/attachments/getfiles", { blockId }, { method: "GET" }));
    for (const id of open) await loadChildren(id).catch(() => undefined);
  }

  async function toggle(folderId: number) {
    const next = new Set(open);
    if (next.has(folderId)) next.delete(folderId);
    else {
      next.add(folderId);
      if (!children.has(folderId)) await loadChildren(folderId).catch(failed);
    }
    setOpen(next);
  }

  function select(id: number, on: boolean) {
    setSelected((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });
  }

  async function deleteSelected() {
    if (selected.size === 0) {
      await dialogs.alert({ title: t("agrodesk.documents.deleteFiles"), message: t("agrodesk.documents.nothingSelected") });
      return;
    }
    const ok = await dialogs.confirm({ title: t("agrodesk.documents.deleteFiles"), message: t("agrodesk.documents.confirmDelete") });
    if (!ok) return;
    try {
      await del.mutateAsync({ blockId, fileIds: [...selected].join(",") });
      setSelected(new Set());
      await reloadAll();
    } catch (e) {
      await failed(e);
    }
  }

  async function createFolder(e: FormEvent) {
    e.preventDefault();
    if (!folderName.trim()) return;
    try {
      await create.mutateAsync({ blockId, name: folderName.trim() });
      setFolderName("");
      await reloadAll();
    } catch (err) {
      await failed(err);
    }
  }

  const topFolders = useMemo(() => top.filter((n) => n.IsFolder), [top]);
  const state: LibraryState = { blockId, children, open, selected };
  return (
    <div className="document-library">
      {isAdmin ? (
        <form className="document-library__admin" onSubmit={(e) => void createFolder(e)}>
          <FormField
            name="folderName"
            label={t("agrodesk.documents.folderName")}
            value={folderName}
            onChange={(e) => setFolderName(e.target.value)}
          />
          <button type="submit" className="btn btn--secondary" disabled={!folderName.trim() || create.isPending}>
            {t("agrodesk.documents.newFolder")}
          </button>
          <button type="button" className="btn btn--danger" onClick={() => void deleteSelected()} disabled={del.isPending}>
            {t("agrodesk.documents.deleteFiles")}
          </button>
        </form>
      ) : null}
      {isAdmin ? (
        <FolderOrder
          blockId={blockId}
          folders={topFolders}
          onSaved={(saved) => setTop((nodes) => withFolderOrder(nodes, saved))}
          onFailed={failed}
        />
      ) : null}
      <ul className="document-tree" aria-label={t("agrodesk.documents.title")}>
        {top.map((n) => (
          <DocumentNodeItem
            key={n.Id}
            node={n}
            state={state}
            isAdmin={isAdmin}
            onToggle={(id) => void toggle(id)}
            onSelect={select}
            onOrdered={(folderId, saved) => setChildren((m) => new Map(m).set(folderId, withFolderOrder(m.get(folderId) ?? [], saved)))}
            onChanged={async (folderId) => {
              if (folderId) await loadChildren(folderId).catch(failed);
              else await reloadAll();
            }}
            onFailed={failed}
          />
        ))}
      </ul>
    </div>
  );
}
