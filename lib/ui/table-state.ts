/**
 * Pure rules for the data table (spec 1 §9): page sizes 10, 25, 50, 100 (default 10); the table's
 * state (page size, sort, page) is remembered in a cookie for 7200 seconds per table id; a source
 * URL is fetched with page, pageSize, sort and dir query parameters.
 */

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const TABLE_COOKIE_MAX_AGE = 7200;

export type SortDir = "asc" | "desc";

/** The table's state as remembered and as sent to a server. `page` starts at 1. */
export interface TableQueryState {
  page: number;
  pageSize: number;
  sort: string | null;
  dir: SortDir | null;
}

export const DEFAULT_TABLE_STATE: TableQueryState = { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: null, dir: null };

/** The cookie name for a table id (only letters, digits, "-" and "_" are kept). */
export function tableCookieName(tableId: string): string {
  return `dt_${tableId.replace(/[^A-Za-z0-9_-]/g, "_")}`;
}

export function serializeTableState(state: TableQueryState): string {
  const { page, pageSize, sort, dir } = state;
  return encodeURIComponent(JSON.stringify({ page, pageSize, sort, dir }));
}

/**
 * Reads a remembered state, keeping only valid parts: a page size from the allowed list, a
 * positive whole page, a sort column from `sortable` (when given) with dir asc/desc.
 */
export function parseTableState(
  raw: string | null | undefined,
  opts: { pageSizes?: readonly number[]; sortable?: readonly string[] } = {},
): Partial<TableQueryState> {
  if (!raw) return {};
  let v: unknown;
  try {
    v = JSON.parse(decodeURIComponent(raw));
  } catch {
    return {};
  }
  if (typeof v !== "object" || v === null) return {};
  const o = v as Record<string, unknown>;
  const out: Partial<TableQueryState> = {};
  const sizes = opts.pageSizes ?? PAGE_SIZES;
  if (typeof o.pageSize === "number" && sizes.includes(o.pageSize)) out.pageSize = o.pageSize;
  if (typeof o.page === "number" && Number.isInteger(o.page) && o.page >= 1) out.page = o.page;
  if (o.sort === null) {
    out.sort = null;
    out.dir = null;
  } else if (
    typeof o.sort === "string" &&
    o.sort &&
    (!opts.sortable || opts.sortable.includes(o.sort)) &&
    (o.dir === "asc" || o.dir === "desc")
  ) {
    out.sort = o.sort;
    out.dir = o.dir;
  }
  return out;
}

/** Two states ask for the same page. */
export function sameTableState(a: TableQueryState, b: TableQueryState): boolean {
  return a.page === b.page && a.pageSize === b.pageSize && a.sort === b.sort && a.dir === b.dir;
}

export interface TableDefaults {
  defaultSort?: { id: string; dir: SortDir };
  pageSizes?: readonly number[];
  defaultPageSize?: number;
}

/** A table's state before anything is remembered: page 1, `defaultPageSize` (if offered), `defaultSort`. */
export function defaultTableState({
  defaultSort,
  pageSizes = PAGE_SIZES,
  defaultPageSize = DEFAULT_PAGE_SIZE,
}: TableDefaults): TableQueryState {
  return {
    ...DEFAULT_TABLE_STATE,
    pageSize: pageSizes.includes(defaultPageSize) ? defaultPageSize : (pageSizes[0] ?? DEFAULT_PAGE_SIZE),
    sort: defaultSort?.id ?? null,
    dir: defaultSort?.dir ?? null,
  };
}

/**
 * The state a source-mode table starts in, read on the server from its remembered cookie value:
 * the defaults with what the cookie validly says — what DataTable itself would restore after
 * mounting, so the server can read that page first.
 */
export function sourceStateFromCookie(
  raw: string | null | undefined,
  opts: TableDefaults & { sortable: readonly string[] },
): TableQueryState {
  return { ...defaultTableState(opts), ...parseTableState(raw, { pageSizes: opts.pageSizes, sortable: opts.sortable }) };
}

/** The Set-Cookie style string that remembers a table's state for 7200 seconds. */
export function tableCookie(tableId: string, state: TableQueryState, maxAge = TABLE_COOKIE_MAX_AGE): string {
  return `${tableCookieName(tableId)}=${serializeTableState(state)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/** A cookie's raw value from a Cookie header or document.cookie. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

/** The page to show: at least 1, at most the last page for `total` rows. */
export function clampPage(page: number, total: number, pageSize: number): number {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/** The source URL with page, pageSize, sort and dir set (other query parameters kept). */
export function sourceUrl(source: string, state: TableQueryState): string {
  const hashAt = source.indexOf("#");
  const base = hashAt >= 0 ? source.slice(0, hashAt) : source;
  const q = base.indexOf("?");
  const path = q >= 0 ? base.slice(0, q) : base;
  const params = new URLSearchParams(q >= 0 ? base.slice(q + 1) : "");
  params.set("page", String(state.page));
  params.set("pageSize", String(state.pageSize));
  if (state.sort && state.dir) {
    params.set("sort", state.sort);
    params.set("dir", state.dir);
  } else {
    params.delete("sort");
    params.delete("dir");
  }
  return `${path}?${params.toString()}`;
}

/** A source reply must be `{ rows: [...], total: number }`. */
export function isSourceReply(v: unknown): v is { rows: unknown[]; total: number } {
  return (
    typeof v === "object" &&
    v !== null &&
    Array.isArray((v as { rows?: unknown }).rows) &&
    typeof (v as { total?: unknown }).total === "number"
  );
}
