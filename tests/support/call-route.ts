/**
 * Calling a route handler in a route test (with tests/support/route-harness.ts): a same-origin
 * request with a JSON body (POST) or query (GET) and path params; the reply parsed as JSON.
 */
import { NextRequest } from "next/server";
import { parseReply } from "./reply";
import type { Handler } from "./route-harness";

export interface CallOptions {
  method?: "GET" | "POST";
  body?: unknown;
  query?: Record<string, string>;
  params?: Record<string, string>;
  /** a Finnish host (portal.test.fi) instead of the Swedish one */
  fi?: boolean;
  form?: FormData;
}

export async function callRoute<T = unknown>(handler: Handler, opts: CallOptions = {}) {
  const host = opts.fi ? "portal.test.fi" : "localhost:3000";
  const url = new URL(`http://${host}/api/x`);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const method = opts.method ?? "POST";
  const headers: Record<string, string> = { host, origin: `http://${host}` };
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (method === "POST") {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.body ?? {});
  }
  const res = await handler(new NextRequest(url, { method, headers, body }), { params: Promise.resolve(opts.params ?? {}) });
  return { status: res.status, body: parseReply<T>(await res.text()) };
}
