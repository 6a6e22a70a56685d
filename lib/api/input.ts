import type { NextRequest } from "next/server";
import { AppError } from "./errors";

/** The default cap of a call's body: JSON and small forms (decision 021). */
export const MAX_BODY_BYTES = 64 * 1024;

/** How much body a call reads, and the message when a body is larger (default: errors.PAYLOAD_TOO_LARGE). */
export interface BodyLimit {
  maxBytes: number;
  /** translation key of the 413 message, e.g. an upload's "file too large" text */
  tooLarge?: string;
}

export const DEFAULT_BODY_LIMIT: BodyLimit = { maxBytes: MAX_BODY_BYTES };

/**
 * Gathers a call's input: path params, then the query string, then the body (JSON, form or
 * multipart; files stay File objects). An empty body is an empty object. The body is refused
 * (413) from its declared length, or while streaming as soon as it passes the limit, before
 * anything is parsed.
 */
export async function readInput(
  req: NextRequest,
  params: Record<string, string | string[]> = {},
  limit: BodyLimit = DEFAULT_BODY_LIMIT,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of req.nextUrl.searchParams) out[k] = v;
  Object.assign(out, params);
  if (req.method === "GET" || req.method === "HEAD") return out;

  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > limit.maxBytes) throw tooLarge(limit);
  const bytes = await readLimited(req.body, limit);
  const type = (req.headers.get("content-type") ?? "").toLowerCase();
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { "content-type": req.headers.get("content-type") ?? "" } }).formData();
    } catch {
      throw new AppError("BAD_REQUEST", "errors.badBody");
    }
    for (const key of new Set(form.keys())) {
      const all = form.getAll(key);
      out[key] = all.length > 1 ? all : all[0];
    }
    return out;
  }
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return out;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "errors.badBody");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    // A bare JSON array or value is passed on as `body`.
    out.body = body;
    return out;
  }
  return Object.assign(out, body);
}

/** Reads a body stream, refusing it (413) as soon as it passes `max` bytes, also without a content-length. */
function tooLarge(limit: BodyLimit): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", limit.tooLarge);
}

async function readLimited(body: ReadableStream<Uint8Array> | null, limit: BodyLimit): Promise<Uint8Array<ArrayBuffer>> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // the client went away (aborted request): nothing to answer, but not a server error either
      throw new AppError("BAD_REQUEST", "errors.badBody");
    }
    const { done, value } = chunk;
    if (done) break;
    total += value.byteLength;
    if (total > limit.maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
