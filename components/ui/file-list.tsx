"use client";

/** The file widget's list of chosen files: thumbnail, name, size, upload progress or state, retry and remove. */
import { useTranslation } from "@/lib/i18n/react";
import { formatFileSize } from "@/lib/ui/file-rules";

export type UploadStatus = "ready" | "uploading" | "done" | "error";

export interface FileUploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  /** 0–100 while uploading */
  progress: number;
  previewUrl?: string;
  /** the upload reply (parsed JSON), when done */
  reply?: unknown;
}

export function SelectedFiles({
  items,
  locale,
  onRetry,
  onRemove,
}: {
  items: FileUploadItem[];
  locale: string;
  onRetry: (item: FileUploadItem) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className="ui-file__list" aria-label={t("ui.file.selected")}>
      {items.map((it) => (
        <li key={it.key} className="ui-file__item" data-status={it.status}>
          {it.previewUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) that the image optimizer cannot fetch
            <img className="ui-file__thumb" src={it.previewUrl} alt="" />
          ) : (
            <span className="ui-file__thumb ui-file__thumb--doc" aria-hidden="true" />
          )}
          <span className="ui-file__meta">
            <span className="ui-file__name">{it.file.name}</span>
            <span className="ui-file__size">{formatFileSize(it.file.size, locale)}</span>
            {it.status === "uploading" ? (
              <progress
                className="ui-file__progress"
                max={100}
                value={it.progress}
                aria-label={t("ui.file.progress", { name: it.file.name })}
              />
            ) : null}
            {it.status === "done" ? <span className="ui-file__state">{t("ui.file.uploaded")}</span> : null}
            {it.status === "error" ? <span className="ui-file__state ui-file__state--error">{t("ui.file.uploadFailed")}</span> : null}
          </span>
          <span className="ui-file__actions">
            {it.status === "error" ? (
              <button type="button" className="ui-linkbutton" onClick={() => onRetry(it)}>
                {t("ui.file.retry")}
              </button>
            ) : null}
            <button
              type="button"
              className="ui-file__remove"
              aria-label={t("ui.file.remove", { name: it.file.name })}
              title={t("ui.file.remove", { name: it.file.name })}
              onClick={() => onRemove(it.key)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
