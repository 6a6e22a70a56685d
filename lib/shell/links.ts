/**
 * Link rules of the main content (spec 1 §2 "Shell"):
 * - external links open in a new tab; a link is NOT external when its href starts with
 *   "/", "./", "#", "?", "javascript:", "mailto:" or "tel:", or contains "lm2";
 * - no-logo mode (query nologo=1) appends nologo=1 to every internal and external link.
 * Pure functions: the client component components/shell/link-rules.tsx applies them to the DOM.
 */

const NOT_EXTERNAL_PREFIXES = ["/", "./", "#", "?", "javascript:", "mailto:", "tel:"] as const;
/** Links that are not navigations to a page: nologo is never added to them. */
const NON_PAGE_PREFIXES = ["#", "javascript:", "mailto:", "tel:"] as const;

export const NOLOGO_PARAM = "nologo";

/**
 * True when the href leads away from the portal (opens in a new tab). `origin` (e.g.
 * "https://portal.example.se") also counts absolute links to the portal's own origin as internal.
 */
export function isExternalLink(href: string | null | undefined, opts: { origin?: string } = {}): boolean {
  const h = (href ?? "").trim();
  if (!h) return false;
  const lower = h.toLowerCase();
  if (NOT_EXTERNAL_PREFIXES.some((p) => lower.startsWith(p))) return false;
  if (lower.includes("lm2")) return false;
  if (opts.origin && sameOrigin(h, opts.origin)) return false;
  return true;
}

function sameOrigin(href: string, origin: string): boolean {
  try {
    return new URL(href).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/** True when the query string (with or without "?") has nologo=1. */
export function isNoLogo(search: string | URLSearchParams | null | undefined): boolean {
  if (!search) return false;
  const params = typeof search === "string" ? new URLSearchParams(search.startsWith("?") ? search.slice(1) : search) : search;
  return params.get(NOLOGO_PARAM) === "1";
}

/**
 * The href with nologo=1 in its query string: "?" or "&" as needed, the #fragment kept at the
 * end, never twice (an existing nologo value becomes 1). Anchors, javascript:, mailto: and tel:
 * links are returned unchanged.
 */
export function withNoLogo(href: string): string {
  const trimmed = href.trim();
  const lower = trimmed.toLowerCase();
  if (!trimmed || NON_PAGE_PREFIXES.some((p) => lower.startsWith(p))) return href;
  const hashAt = trimmed.indexOf("#");
  const beforeHash = hashAt >= 0 ? trimmed.slice(0, hashAt) : trimmed;
  const hash = hashAt >= 0 ? trimmed.slice(hashAt) : "";
  const qAt = beforeHash.indexOf("?");
  const base = qAt >= 0 ? beforeHash.slice(0, qAt) : beforeHash;
  const query = qAt >= 0 ? beforeHash.slice(qAt + 1) : "";
  const parts = query.split("&").filter((p) => p !== "");
  let found = false;
  const next = parts
    .map((p) => {
      const [key = ""] = p.split("=");
      if (safeDecode(key) !== NOLOGO_PARAM) return p;
      if (found) return null; // a second nologo is dropped
      found = true;
      return `${NOLOGO_PARAM}=1`;
    })
    .filter((p): p is string => p !== null);
  if (!found) next.push(`${NOLOGO_PARAM}=1`);
  return `${base}?${next.join("&")}${hash}`;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
}
