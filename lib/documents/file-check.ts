/**
 * Document library uploads (issue 15 item 1, decision 055): pure checks.
 * - the type is read from the file's first bytes, never from its name or the browser's MIME type:
 *   PDF, PNG, JPEG, Office Open XML (docx/xlsx/pptx, a zip with [Content_Types].xml) or plain text
 *   (valid UTF-8 without control characters), with the extension set to match;
 * - at most 20 MB a file, 50 MB and 10 files an upload;
 * - names are cleaned: no folders, no control or reserved characters, at most 120 characters.
 */
export const MAX_DOCUMENT_BYTES = 20 * 1000 * 1000;
export const MAX_UPLOAD_BYTES = 50 * 1000 * 1000;
export const MAX_UPLOAD_FILES = 10;
/** the body limit of submitform: the files plus multipart framing */
export const DOCUMENT_UPLOAD_BODY = { maxBytes: MAX_UPLOAD_BYTES + 512 * 1024, tooLarge: "agrodesk.documents.errors.uploadTooLarge" };

export interface DocumentType {
  contentType: string;
  extensions: string[];
  /** text can be taken from it for the search */
  text: "pdf" | "plain" | null;
}

export const DOCUMENT_TYPES = {
  pdf: { contentType: "application/pdf", extensions: ["pdf"], text: "pdf" },
  png: { contentType: "image/png", extensions: ["png"], text: null },
  jpeg: { contentType: "image/jpeg", extensions: ["jpg", "jpeg"], text: null },
  docx: { contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extensions: ["docx"], text: null },
  xlsx: { contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extensions: ["xlsx"], text: null },
  pptx: { contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation", extensions: ["pptx"], text: null },
  text: { contentType: "text/plain; charset=utf-8", extensions: ["txt", "csv"], text: "plain" },
} as const satisfies Record<string, DocumentType>;

const startsWith = (b: Uint8Array, magic: number[], at = 0) => b.length >= at + magic.length && magic.every((x, i) => b[at + i] === x);

function isPlainText(b: Uint8Array): boolean {
  if (b.length === 0) return false;
  let s: string;
  try {
    s = new TextDecoder("utf-8", { fatal: true }).decode(b.subarray(0, 64 * 1024));
  } catch {
    // a multi-byte character cut at 64 KB is fine; anything else is not text
    if (b.length <= 64 * 1024) return false;
    s = new TextDecoder("utf-8").decode(b.subarray(0, 64 * 1024 - 4));
  }
  // eslint-disable-next-line no-control-regex -- control characters other than tab and line ends
  return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(s);
}

/** The document type of the bytes (the name only tells which Office format a zip is), or null. */
export function detectDocumentType(bytes: Uint8Array, name: string): DocumentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return DOCUMENT_TYPES.pdf;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return DOCUMENT_TYPES.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return DOCUMENT_TYPES.jpeg;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // Office Open XML: a zip that holds [Content_Types].xml
    const head = new TextDecoder("latin1").decode(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)));
    if (!head.includes("[Content_Types].xml")) return null;
    const ext = extensionOf(name);
    if (ext === "xlsx" || head.includes("xl/")) return DOCUMENT_TYPES.xlsx;
    if (ext === "pptx" || head.includes("ppt/")) return DOCUMENT_TYPES.pptx;
    return DOCUMENT_TYPES.docx;
  }
  if (isPlainText(bytes)) return DOCUMENT_TYPES.text;
  return null;
}

function extensionOf(name: string): string {
  const i = name.lastIndexOf(".");
  return i > 0 ? name.slice(i + 1).toLowerCase() : "";
}

/**
 * A safe display and download name: the last path segment, without control characters and
 * characters reserved on Windows, trimmed of dots and spaces, at most 120 characters, and with an
 * extension of the detected type (the name's own when it is one of the type's).
 */
export function sanitizeFileName(raw: string, type: DocumentType): string {
  const last = raw.split(/[\\/]/).pop() ?? "";
  let name = last
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- control characters are removed from names
    .replace(/[\u0000-\u001F\u007F<>:"|?*]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  name = name.replace(/^[.\s]+|[.\s]+$/g, "");
  const ext = extensionOf(name);
  let stem = ext ? name.slice(0, name.length - ext.length - 1) : name;
  const useExt = (type.extensions as readonly string[]).includes(ext) ? ext : (type.extensions[0] ?? "bin");
  stem = stem.replace(/[.\s]+$/g, "").slice(0, 120 - useExt.length - 1) || "tiedosto";
  return `${stem}.${useExt}`;
}

export type UploadProblem = { code: "none" } | { code: "tooMany" } | { code: "fileTooLarge"; name: string } | { code: "uploadTooLarge" };

/** Count and sizes of an upload, before anything is read. */
export function checkUploadSizes(files: { name: string; size: number }[]): UploadProblem | null {
  if (files.length === 0) return { code: "none" };
  if (files.length > MAX_UPLOAD_FILES) return { code: "tooMany" };
  const big = files.find((f) => f.size > MAX_DOCUMENT_BYTES);
  if (big) return { code: "fileTooLarge", name: big.name };
  if (files.reduce((s, f) => s + f.size, 0) > MAX_UPLOAD_BYTES) return { code: "uploadTooLarge" };
  return null;
}
