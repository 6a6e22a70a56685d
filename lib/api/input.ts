import type { NextRequest } from "next/server";
import { AppError } from "./errors";

export const MAX_BODY_BYTES = 25 * 1024 * 1024;

/**
 * Gathers a call's input: path params, then the query string, then the body (JSON, form or
 * multipart; files stay File objects). An empty body is an empty object.
 */
export async function readInput(req: NextRequest, params: Record<string, string | string[]> = {}): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of req.nextUrl.searchParams) out[k] = v;
  Object.assign(out, params);
  if (req.method === "GET" || req.method === "HEAD") return out;

  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > MAX_BODY_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
  const type = (req.headers.get("content-type") ?? "").toLowerCase();
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    let form: FormData;
    try {
      form = await req.formData();
    } catch {
      throw new AppError("BAD_REQUEST", "errors.badBody");
    }
    for (const key of new Set(form.keys())) {
      const all = form.getAll(key);
      out[key] = all.length > 1 ? all : all[0];
    }
    return out;
  }
  const text = await req.text();
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
