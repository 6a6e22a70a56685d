/**
 * Pure rules for the file widget (spec 1 §5 "File widget defaults", §8 texts, §9): a files limit,
 * allowed types, a per-file and a total size limit, no folders, no duplicates (same name and size)
 * unless allowed. Sizes are in megabytes of 1000 × 1000 bytes (decimal steps, spec 1 §9).
 */

/** One megabyte in the widget's decimal units. */
export const MB = 1000 * 1000;

/** Images larger than this get no preview thumbnail (spec 1 §9: 10 MB). */
export const PREVIEW_MAX_BYTES = 10 * MB;

export interface FileLike {
  name: string;
  size: number;
  /** MIME type; may be "" when the browser does not know it */
  type: string;
}

export interface FileCandidate extends FileLike {
  /** a dropped folder (the browser's entry says it is a directory) */
  isFolder?: boolean;
}

export interface FileRules {
  /** the most files the widget holds (default: no limit) */
  limit?: number;
  /** MIME types ("image/png"), wildcards ("image/*") or extensions (".pdf"); empty = any */
  accept?: readonly string[];
  /** per-file limit in MB */
  fileMaxSize?: number;
  /** limit in MB for all files together */
  maxSize?: number;
  /** allow the same name and size twice */
  allowDuplicates?: boolean;
}

export type FileRuleError =
  | { code: "folder"; name: string }
  | { code: "limit"; name: string; limit: number }
  | { code: "type"; name: string }
  | { code: "fileSize"; name: string; fileMaxSize: number }
  | { code: "totalSize"; name: string; maxSize: number }
  | { code: "duplicate"; name: string };

export function mbToBytes(mb: number): number {
  return mb * MB;
}

function extension(name: string): string {
  const i = name.lastIndexOf(".");
  return i > 0 ? name.slice(i).toLowerCase() : "";
}

/** Whether a file matches an accept list (like the input's accept attribute). */
export function isAcceptedType(file: FileLike, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const type = (file.type || "").toLowerCase();
  const ext = extension(file.name);
  return accept.some((raw) => {
    const a = raw.trim().toLowerCase();
    if (!a) return false;
    if (a.startsWith(".")) return ext === a;
    if (a.endsWith("/*")) return type.startsWith(a.slice(0, -1));
    return type === a;
  });
}

/** True when every accepted type is an image, so the type error can say "only images". */
export function acceptsOnlyImages(accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return false;
  const imageExt = /^\.(jpe?g|png|gif|webp|bmp|svg|heic|heif|tiff?|avif)$/;
  return accept.every((raw) => {
    const a = raw.trim().toLowerCase();
    return a.startsWith("image/") || imageExt.test(a);
  });
}

export function isSameFile(a: FileLike, b: FileLike): boolean {
  return a.name === b.name && a.size === b.size;
}

/**
 * Checks newly chosen or dropped files against the files already held. Returns the candidates that
 * may be added (in order) and one error per refused candidate.
 */
export function checkFiles<T extends FileCandidate>(
  existing: readonly FileLike[],
  candidates: readonly T[],
  rules: FileRules,
): { accepted: T[]; errors: FileRuleError[] } {
  const accepted: T[] = [];
  const errors: FileRuleError[] = [];
  let total = existing.reduce((sum, f) => sum + f.size, 0);
  for (const file of candidates) {
    const { name } = file;
    if (file.isFolder) {
      errors.push({ code: "folder", name });
      continue;
    }
    if (rules.limit !== undefined && existing.length + accepted.length >= rules.limit) {
      errors.push({ code: "limit", name, limit: rules.limit });
      continue;
    }
    if (!isAcceptedType(file, rules.accept)) {
      errors.push({ code: "type", name });
      continue;
    }
    if (rules.fileMaxSize !== undefined && file.size > mbToBytes(rules.fileMaxSize)) {
      errors.push({ code: "fileSize", name, fileMaxSize: rules.fileMaxSize });
      continue;
    }
    if (!rules.allowDuplicates && [...existing, ...accepted].some((f) => isSameFile(f, file))) {
      errors.push({ code: "duplicate", name });
      continue;
    }
    if (rules.maxSize !== undefined && total + file.size > mbToBytes(rules.maxSize)) {
      errors.push({ code: "totalSize", name, maxSize: rules.maxSize });
      continue;
    }
    total += file.size;
    accepted.push(file);
  }
  return { accepted, errors };
}

/**
 * The same kind of error once per check (e.g. "only 3 files allowed" is said once even when five
 * files were refused); per-file errors (type, size, duplicate, folder) stay one per file.
 */
export function summarizeErrors(errors: readonly FileRuleError[]): FileRuleError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    if (e.code !== "limit" && e.code !== "totalSize") return true;
    if (seen.has(e.code)) return false;
    seen.add(e.code);
    return true;
  });
}

/** Thumbnails are made for images up to 10 MB. */
export function canPreview(file: FileLike): boolean {
  return file.type.toLowerCase().startsWith("image/") && file.size <= PREVIEW_MAX_BYTES;
}

/** A size in decimal units: 999 B, 1.2 kB, 3.4 MB (with the locale's decimal mark). */
export function formatFileSize(bytes: number, locale = "sv-SE"): string {
  const fmt = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < MB) return `${fmt(bytes / 1000)} kB`;
  if (bytes < 1000 * MB) return `${fmt(bytes / MB)} MB`;
  return `${fmt(bytes / (1000 * MB))} GB`;
}
