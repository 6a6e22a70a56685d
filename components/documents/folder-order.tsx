"use client";

/**
 * Admins: the folders of one parent in their order (spec 4 §1 drag and drop, with move up / move
 * down as the keyboard alternative). Opens from a button; each move is saved at once
 * (POST /api/attachments/reorder) and rolled back with an alert when it fails. The list (React
 * Aria's GridList with drag and drop, ~60 kB gzip) loads when the button first opens it
 * (decision 110); until then the page carries the button only.
 */
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { Loader } from "@/components/ui/loader";
import { useApiMutation } from "@/lib/client/mutation";
import type { TDocumentNode } from "@/lib/documents/schemas";

const FolderList = lazy(() => import("@/components/ui/reorderable-list").then((m) => ({ default: m.ReorderableList<TDocumentNode> })));

interface Props {
  blockId: number;
  /** undefined: the block's top level */
  parentId?: number;
  parentName?: string;
  folders: TDocumentNode[];
  /** the saved order (the tree shows it) */
  onSaved: (folders: TDocumentNode[]) => void;
  onFailed: (e: unknown) => Promise<void>;
}

export function FolderOrder({ blockId, parentId, parentName, folders, onSaved, onFailed }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const save = useApiMutation<{ Folders: TDocumentNode[] }>("/api/attachments/reorder");
  if (folders.length < 2) return null;
  const label = parentName ? t("agrodesk.documents.orderSubfolders", { name: parentName }) : t("agrodesk.documents.orderFolders");
  return (
    <div className="document-tree__order">
      <button type="button" className="btn btn--link" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {label}
      </button>
      {open ? (
        <Suspense fallback={<Loader />}>
          <FolderList
            label={label}
            items={folders}
            itemKey={(f) => f.Id}
            itemText={(f) => f.Name}
            onSave={async (ids) => {
              const reply = await save.mutateAsync({ blockId, parentId: parentId ?? null, ids });
              onSaved(reply.Folders);
            }}
            onError={(e) => void onFailed(e)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
