"use client";

/** The file widget's transfers: one multipart POST per file with progress, and reading a drop (folders marked). */
import type { DragEvent } from "react";
import type { FileCandidate } from "@/lib/ui/file-rules";

export interface UploadHandle {
  abort: () => void;
}

/** Posts one file with progress; 401 or an HTML page means the session ended (spec 1 §6). */
export function postFile(
  url: string,
  field: string,
  file: File,
  extra: Record<string, string> | undefined,
  on: { progress: (pct: number) => void; done: (reply: unknown) => void; fail: (status: number) => void },
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const body = new FormData();
  for (const [k, v] of Object.entries(extra ?? {})) body.append(k, v);
  body.append(field, file, file.name);
  xhr.open("POST", url);
  xhr.setRequestHeader("accept", "application/json");
  xhr.upload.onprogress = (e) => {
    if (e.lengthComputable && e.total > 0) on.progress(Math.round((e.loaded / e.total) * 100));
  };
  xhr.onload = () => {
    const type = xhr.getResponseHeader("content-type") ?? "";
    if (xhr.status === 401 || type.includes("text/html")) {
      window.location.assign("/");
      return;
    }
    let reply: unknown = null;
    try {
      reply = xhr.responseText ? JSON.parse(xhr.responseText) : null;
    } catch {
      reply = null;
    }
    const refused = typeof reply === "object" && reply !== null && (reply as { success?: unknown }).success === false;
    if (xhr.status >= 200 && xhr.status < 300 && !refused) on.done(reply);
    else on.fail(xhr.status);
  };
  xhr.onerror = () => on.fail(0);
  xhr.send(body);
  return { abort: () => xhr.abort() };
}

/** The dropped files; a folder is marked as such (the browser's file system entry says so). */
export function droppedCandidates(e: DragEvent<HTMLElement>): (FileCandidate & { file: File | null })[] {
  const out: (FileCandidate & { file: File | null })[] = [];
  const items = e.dataTransfer.items;
  if (items && items.length) {
    for (const item of Array.from(items)) {
      if (item.kind !== "file") continue;
      const entry = typeof item.webkitGetAsEntry === "function" ? item.webkitGetAsEntry() : null;
      const file = item.getAsFile();
      if (entry?.isDirectory) out.push({ name: entry.name, size: 0, type: "", isFolder: true, file: null });
      else if (file) out.push({ name: file.name, size: file.size, type: file.type, file });
    }
    return out;
  }
  for (const file of Array.from(e.dataTransfer.files)) out.push({ name: file.name, size: file.size, type: file.type, file });
  return out;
}
