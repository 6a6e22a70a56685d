"use client";

import { useMemo, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useApiMutation } from "@/lib/client/mutation";
import type { TDocumentNode } from "@/lib/documents/schemas";
import type { LibraryState } from "./document-library";
import { FolderOrder } from "./folder-order";

interface Props {
  node: TDocumentNode;
  state: LibraryState;
  isAdmin: boolean;
  onToggle: (folderId: number) => void;
  onSelect: (id: number, on: boolean) => void;
  /** a folder's contents changed (null: the tree) */
  onChanged: (folderId: number | null) => Promise<void>;
  onFailed: (e: unknown) => Promise<void>;
  /** admins saved a new order of this folder's subfolders */
  onOrdered: (folderId: number, folders: TDocumentNode[]) => void;
}

/** One folder (with its upload row for admins) or file of the tree. */
export function DocumentNodeItem({ node, state, isAdmin, onToggle, onSelect, onChanged, onFailed, onOrdered }: Props) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(node.Name);
  const upload = useApiMutation<{ Files: TDocumentNode[] }>("/api/attachments/submitform");
  const rename = useApiMutation<{ Node: TDocumentNode }>("/api/attachments/rename");
  const isOpen = state.open.has(node.Id);
  const kids = state.children.get(node.Id);
  const subfolders = useMemo(() => (kids ?? []).filter((k) => k.IsFolder), [kids]);

  async function send() {
    if (typeof FormData === "undefined") {
      window.alert(t("agrodesk.documents.formDataMissing"));
      return;
    }
    const form = new FormData();
    form.set("folderId", String(node.Id));
    for (const f of files) form.append("files", f);
    try {
      await upload.mutateAsync(form);
      setFiles([]);
      setAdding(false);
      if (!isOpen) onToggle(node.Id);
      await onChanged(node.Id);
    } catch (e) {
      await onFailed(e);
    }
  }

  async function saveName() {
    try {
      await rename.mutateAsync({ id: node.Id, name });
      setRenaming(false);
      await onChanged(null);
    } catch (e) {
      await onFailed(e);
    }
  }

  const renameControls = isAdmin ? (
    renaming ? (
      <span className="document-tree__rename">
        <label className="visually-hidden" htmlFor={`rename-${node.Id}`}>
          {t("agrodesk.documents.newName")}
        </label>
        <input id={`rename-${node.Id}`} value={name} onChange={(e) => setName(e.target.value)} />
        <button type="button" className="btn btn--small" onClick={() => void saveName()} disabled={!name.trim() || rename.isPending}>
          {t("agrodesk.documents.save")}
        </button>
        <button type="button" className="btn btn--small btn--secondary" onClick={() => setRenaming(false)}>
          {t("agrodesk.documents.cancel")}
        </button>
      </span>
    ) : (
      <button
        type="button"
        className="btn btn--link"
        aria-label={`${t("agrodesk.documents.rename")}: ${node.Name}`}
        onClick={() => setRenaming(true)}
      >
        {t("agrodesk.documents.rename")}
      </button>
    )
  ) : null;

  if (!node.IsFolder) {
    return (
      <li className="document-tree__file">
        {isAdmin ? (
          <input
            type="checkbox"
            aria-label={t("agrodesk.documents.select", { name: node.Name })}
            checked={state.selected.has(node.Id)}
            onChange={(e) => onSelect(node.Id, e.target.checked)}
          />
        ) : null}
        <a href={node.Url} target="_blank" rel="noopener">
          {node.Name}
        </a>
        <span className="document-tree__time">{node.TimestampString}</span>
        {renameControls}
      </li>
    );
  }

  return (
    <li className="document-tree__folder">
      <button type="button" className="document-tree__toggle" aria-expanded={isOpen} onClick={() => onToggle(node.Id)}>
        {node.Name}
      </button>
      {renameControls}
      {isAdmin ? (
        <button
          type="button"
          className="btn btn--link"
          aria-label={`${t("agrodesk.documents.addDocument")}: ${node.Name}`}
          onClick={() => setAdding((a) => !a)}
        >
          {t("agrodesk.documents.addDocument")}
        </button>
      ) : null}
      {adding ? (
        <div className="document-tree__upload">
          <label htmlFor={`files-${node.Id}`}>{t("agrodesk.documents.chooseFiles")}</label>
          <input id={`files-${node.Id}`} type="file" multiple onChange={(e) => setFiles([...(e.target.files ?? [])])} />
          <button type="button" className="btn btn--small" disabled={files.length === 0 || upload.isPending} onClick={() => void send()}>
            {t("agrodesk.documents.upload")}
          </button>
        </div>
      ) : null}
      {isOpen && isAdmin ? (
        <FolderOrder
          blockId={state.blockId}
          parentId={node.Id}
          parentName={node.Name}
          folders={subfolders}
          onSaved={(saved) => onOrdered(node.Id, saved)}
          onFailed={onFailed}
        />
      ) : null}
      {isOpen ? (
        kids && kids.length ? (
          <ul>
            {kids.map((k) => (
              <DocumentNodeItem
                key={k.Id}
                node={k}
                state={state}
                isAdmin={isAdmin}
                onToggle={onToggle}
                onSelect={onSelect}
                onChanged={onChanged}
                onFailed={onFailed}
                onOrdered={onOrdered}
              />
            ))}
          </ul>
        ) : kids ? (
          <p className="document-tree__empty">{t("agrodesk.documents.empty")}</p>
        ) : null
      ) : null}
    </li>
  );
}
