"use client";

/**
 * File widget (spec 1 §5 "File widget defaults", §7, §8 "File widget texts", §9): choose or drop
 * several files; limits on the number of files, their types, the size of each and of all; no
 * folders; no duplicates (same name and size) unless allowed. With `uploadUrl` each file is posted
 * on its own (multipart, XMLHttpRequest) with a progress bar; without it the files stay in the
 * file input (`name`) and go with the form.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { acceptsOnlyImages, canPreview, checkFiles, summarizeErrors, type FileCandidate, type FileRuleError } from "@/lib/ui/file-rules";
import { SelectedFiles, type FileUploadItem } from "./file-list";
import { droppedCandidates, postFile, type UploadHandle } from "./file-transfer";

export type { FileUploadItem, UploadStatus } from "./file-list";

export interface FileUploadProps {
  /** the field's label */
  label: ReactNode;
  /** POST each accepted file here at once (multipart, one request per file) */
  uploadUrl?: string;
  /** the multipart field of the file (default "file") */
  fieldName?: string;
  /** more multipart fields sent with every file */
  extraFields?: Record<string, string>;
  /** without uploadUrl: the file input's name, so the files go with a plain form post */
  name?: string;
  /** the most files (default: no limit) */
  limit?: number;
  /** allowed types: MIME types, "image/*" or extensions (".pdf") */
  accept?: string[];
  /** per-file limit in MB (1 MB = 1000 × 1000 bytes) */
  fileMaxSize?: number;
  /** limit for all files together in MB */
  maxSize?: number;
  allowDuplicates?: boolean;
  /** allow choosing several files at once (default true unless limit is 1) */
  multiple?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** help under the drop zone */
  hint?: ReactNode;
  /** an error from outside (e.g. the field is required) */
  error?: string;
  id?: string;
  /** the files now held (every change) */
  onChange?: (files: File[]) => void;
  /** one file finished uploading; `reply` is the parsed JSON reply */
  onUploaded?: (file: File, reply: unknown) => void;
  /** one file failed to upload */
  onUploadError?: (file: File, status: number) => void;
  className?: string;
}

let keySeq = 0;

export function FileUpload({
  label,
  uploadUrl,
  fieldName = "file",
  extraFields,
  name,
  limit,
  accept,
  fileMaxSize,
  maxSize,
  allowDuplicates = false,
  multiple,
  required,
  disabled,
  hint,
  error,
  id,
  onChange,
  onUploaded,
  onUploadError,
  className,
}: FileUploadProps) {
  const { t, i18n } = useTranslation();
  const autoId = useId();
  const inputId = id ?? `file-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorsId = `${inputId}-errors`;
  const [items, setItems] = useState<FileUploadItem[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const uploads = useRef(new Map<string, UploadHandle>());
  const previews = useRef(new Set<string>());
  const callbacks = useRef({ onChange, onUploaded, onUploadError });
  useEffect(() => {
    callbacks.current = { onChange, onUploaded, onUploadError };
  });
  const locale = i18n.language === "fi" ? "fi-FI" : "sv-SE";
  const allowMany = multiple ?? limit !== 1;

  // the held files go with a plain form post through the input itself
  useEffect(() => {
    const input = inputRef.current;
    if (!input || !name || uploadUrl) return;
    try {
      const dt = new DataTransfer();
      for (const it of items) dt.items.add(it.file);
      input.files = dt.files;
    } catch {
      // very old browsers: the input keeps the last choice
    }
  }, [items, name, uploadUrl]);

  // stop uploads and free thumbnails when the widget goes away
  useEffect(() => {
    const running = uploads.current;
    const urls = previews.current;
    return () => {
      running.forEach((u) => u.abort());
      urls.forEach((u) => URL.revokeObjectURL(u));
    };
  }, []);

  function update(key: string, patch: Partial<FileUploadItem>) {
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...patch } : it)));
  }

  function errorText(e: FileRuleError): string {
    switch (e.code) {
      case "folder":
        return t("ui.file.folder");
      case "limit":
        return t("ui.file.limit", { limit: e.limit });
      case "type":
        return acceptsOnlyImages(accept) ? t("ui.file.typeImages") : t("ui.file.type", { name: e.name, types: (accept ?? []).join(", ") });
      case "fileSize":
        return t("ui.file.fileSize", { name: e.name, fileMaxSize: e.fileMaxSize });
      case "totalSize":
        return t("ui.file.totalSize", { maxSize: e.maxSize });
      case "duplicate":
        return t("ui.file.duplicate", { name: e.name });
    }
  }

  function startUpload(item: FileUploadItem) {
    if (!uploadUrl) return;
    update(item.key, { status: "uploading", progress: 0 });
    const handle = postFile(uploadUrl, fieldName, item.file, extraFields, {
      progress: (pct) => update(item.key, { progress: pct }),
      done: (reply) => {
        uploads.current.delete(item.key);
        update(item.key, { status: "done", progress: 100, reply });
        callbacks.current.onUploaded?.(item.file, reply);
      },
      fail: (status) => {
        uploads.current.delete(item.key);
        update(item.key, { status: "error" });
        callbacks.current.onUploadError?.(item.file, status);
      },
    });
    uploads.current.set(item.key, handle);
  }

  function add(candidates: (FileCandidate & { file: File | null })[]) {
    if (disabled || candidates.length === 0) return;
    const { accepted, errors } = checkFiles(
      items.map((it) => it.file),
      candidates,
      { limit, accept, fileMaxSize, maxSize, allowDuplicates },
    );
    setMessages(summarizeErrors(errors).map(errorText));
    const added: FileUploadItem[] = accepted
      .filter((c): c is FileCandidate & { file: File } => c.file !== null)
      .map((c) => {
        keySeq += 1;
        const previewUrl = canPreview(c.file) ? URL.createObjectURL(c.file) : undefined;
        if (previewUrl) previews.current.add(previewUrl);
        return { key: `f${keySeq}`, file: c.file, status: "ready", progress: 0, previewUrl };
      });
    if (added.length === 0) return;
    const next = [...items, ...added];
    setItems(next);
    callbacks.current.onChange?.(next.map((it) => it.file));
    added.forEach(startUpload);
  }

  function remove(key: string) {
    const item = items.find((it) => it.key === key);
    if (!item) return;
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    if (item.previewUrl) {
      URL.revokeObjectURL(item.previewUrl);
      previews.current.delete(item.previewUrl);
    }
    const next = items.filter((it) => it.key !== key);
    setItems(next);
    setMessages([]);
    callbacks.current.onChange?.(next.map((it) => it.file));
    inputRef.current?.focus();
  }

  const described = [hint ? hintId : null, messages.length || error ? errorsId : null].filter(Boolean).join(" ") || undefined;
  const invalid = Boolean(error) || messages.length > 0;

  return (
    <div className={`field ui-file${className ? ` ${className}` : ""}`} data-invalid={invalid ? "true" : undefined}>
      <label htmlFor={inputId} className="ui-file__label">
        {label}
      </label>
      <div
        className="ui-file__zone"
        data-dragging={dragging ? "true" : undefined}
        data-disabled={disabled ? "true" : undefined}
        onDragEnter={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = disabled ? "none" : "copy";
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          add(droppedCandidates(e));
        }}
      >
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          className="visually-hidden ui-file__input"
          name={uploadUrl ? undefined : name}
          multiple={allowMany}
          accept={accept?.join(",")}
          required={required && items.length === 0}
          disabled={disabled}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={described}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            // when the input itself carries the files, the effect above puts the full list back
            if (!name || uploadUrl) e.target.value = "";
            add(files.map((file) => ({ name: file.name, size: file.size, type: file.type, file })));
          }}
        />
        <label htmlFor={inputId} className="btn btn--secondary ui-file__choose">
          {allowMany ? t("ui.file.choose") : t("ui.file.chooseOne")}
        </label>
        <span className="ui-file__drop" aria-hidden="true">
          {t("ui.file.drop")}
        </span>
      </div>
      {hint ? (
        <p id={hintId} className="ui-file__hint">
          {hint}
        </p>
      ) : null}
      <div id={errorsId} className="ui-file__errors" role="alert">
        {error ? <p className="field-error">{error}</p> : null}
        {messages.map((m, i) => (
          <p key={i} className="field-error">
            {m}
          </p>
        ))}
      </div>
      <SelectedFiles items={items} locale={locale} onRetry={startUpload} onRemove={remove} />
    </div>
  );
}
