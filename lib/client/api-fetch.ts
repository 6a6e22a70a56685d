"use client";

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]>; requestId?: string };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody["error"],
  ) {
    super(body.message);
  }
}

/**
 * fetch for the portal's own API calls. An expired session (401, or an HTML page where JSON was
 * expected) sends the user to the start page (spec 1 §6).
 */
export async function apiFetch<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const isForm = typeof FormData !== "undefined" && init.body instanceof FormData;
  const res = await fetch(path, {
    method: init.method ?? "POST",
    headers:
      isForm || init.body === undefined
        ? { accept: "application/json" }
        : { "content-type": "application/json", accept: "application/json" },
    body: isForm ? (init.body as FormData) : init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
    credentials: "same-origin",
  });
  const type = res.headers.get("content-type") ?? "";
  if (res.status === 401 || type.includes("text/html")) {
    window.location.assign("/");
    throw new ApiError(401, { code: "UNAUTHORIZED", message: "" });
  }
  const body: unknown = type.includes("application/json") ? await res.json() : null;
  if (!res.ok) {
    throw new ApiError(res.status, (body as ApiErrorBody | null)?.error ?? { code: "INTERNAL", message: res.statusText });
  }
  return body as T;
}
