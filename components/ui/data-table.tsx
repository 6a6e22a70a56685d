"use client";

/**
 * Data table (spec 1 §7, §9) on @tanstack/react-table v8: sortable columns (aria-sort), paging with
 * page sizes 10, 25, 50, 100 (default 10), the state (page size, sort, page) remembered in a cookie
 * for 7200 seconds per table id, an empty text and a loader while fetching.
 *
 * Three ways to feed it:
 * - client: `data` holds every row; the table sorts and pages itself;
 * - server: `data` holds the current page, `rowCount` the total, and `onStateChange` tells the
 *   parent which page to load (`loading` shows the loader);
 * - source: `source` is a URL fetched by GET with page (from 1), pageSize, sort and dir, replying
 *   `{ rows, total }`.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  DEFAULT_TABLE_STATE,
  isSourceReply,
  PAGE_SIZES,
  parseTableState,
  readCookie,
  sourceUrl,
  tableCookie,
  tableCookieName,
  type SortDir,
  type TableQueryState,
} from "@/lib/ui/table-state";
import { Loader } from "./loader";

export type { ColumnDef } from "@tanstack/react-table";
export type { TableQueryState } from "@/lib/ui/table-state";

/** Optional per-column settings, read from `columnDef.meta`. */
export interface DataTableColumnMeta {
  align?: "start" | "end" | "center";
  className?: string;
}

export interface DataTableProps<T> {
  /** identifies the table; its state cookie is dt_<id> */
  id: string;
  columns: ColumnDef<T, any>[];
  /** the table's accessible name (a caption, visually hidden unless showCaption) */
  caption: string;
  showCaption?: boolean;
  /** client mode: all rows; server mode: the rows of the current page */
  data?: T[];
  /** server mode: the number of rows on the server */
  rowCount?: number;
  /** called with the state (page from 1) once it is known and after every change */
  onStateChange?: (state: TableQueryState) => void;
  /** server mode: the parent is fetching */
  loading?: boolean;
  /** source mode: GET url replying { rows, total } */
  source?: string;
  /** source mode: change it to fetch again */
  reloadKey?: unknown;
  /** shown when there are no rows (default "Det finns inget att visa.") */
  emptyText?: string;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  defaultSort?: { id: string; dir: SortDir };
  /** a state to start from (e.g. parsed from the cookie on the server with parseTableState) */
  initialState?: Partial<TableQueryState>;
  /** remember the state in the cookie (default true) */
  remember?: boolean;
  getRowId?: (row: T, index: number) => string;
  className?: string;
}

function toSorting(q: TableQueryState): SortingState {
  return q.sort && q.dir ? [{ id: q.sort, desc: q.dir === "desc" }] : [];
}

function apply<V>(updater: Updater<V>, old: V): V {
  return typeof updater === "function" ? (updater as (o: V) => V)(old) : updater;
}

export function DataTable<T>({
  id,
  columns,
  caption,
  showCaption = false,
  data,
  rowCount,
  onStateChange,
  loading = false,
  source,
  reloadKey,
  emptyText,
  pageSizes = PAGE_SIZES,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  defaultSort,
  initialState,
  remember = true,
  getRowId,
  className,
}: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  const mode: "client" | "server" | "source" = source ? "source" : rowCount !== undefined ? "server" : "client";

  const [query, setQuery] = useState<TableQueryState>(() => ({
    ...DEFAULT_TABLE_STATE,
    pageSize: pageSizes.includes(defaultPageSize) ? defaultPageSize : pageSizes[0],
    sort: defaultSort?.id ?? null,
    dir: defaultSort?.dir ?? null,
    ...initialState,
  }));
  /** the remembered state has been read (nothing is fetched or reported before) */
  const [ready, setReady] = useState(!remember);
  const [fetched, setFetched] = useState<{ rows: T[]; total: number } | null>(null);
  const [fetching, setFetching] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const stateCallback = useRef(onStateChange);
  useEffect(() => {
    stateCallback.current = onStateChange;
  });

  // read the remembered state once
  useEffect(() => {
    if (!remember) return;
    const sortable = table.getAllLeafColumns().filter((c) => c.getCanSort()).map((c) => c.id);
    const saved = parseTableState(readCookie(document.cookie, tableCookieName(id)), { pageSizes, sortable });
    if (Object.keys(saved).length) setQuery((q) => ({ ...q, ...saved }));
    setReady(true);
    // once per table id
  }, [id]);

  // remember and report every change
  useEffect(() => {
    if (!ready) return;
    if (remember) document.cookie = tableCookie(id, query);
    stateCallback.current?.(query);
  }, [ready, remember, id, query]);

  // source mode: fetch the page
  useEffect(() => {
    if (mode !== "source" || !ready || !source) return;
    const ctrl = new AbortController();
    setFetching(true);
    setLoadError(false);
    apiFetch<unknown>(sourceUrl(source, query), { method: "GET", signal: ctrl.signal })
      .then((reply) => {
        if (!isSourceReply(reply)) throw new Error("bad reply");
        setFetched({ rows: reply.rows as T[], total: reply.total });
        setFetching(false);
      })
      .catch((e: unknown) => {
        if (ctrl.signal.aborted) return;
        if (e instanceof ApiError && e.status === 401) return; // on the way to the start page
        setLoadError(true);
        setFetching(false);
      });
    return () => ctrl.abort();
  }, [mode, ready, source, query, reloadKey, attempt]);

  const rows = mode === "source" ? (fetched?.rows ?? []) : (data ?? []);
  const total = mode === "source" ? (fetched?.total ?? 0) : mode === "server" ? (rowCount ?? 0) : rows.length;
  const busy = loading || (mode === "source" && (fetching || !ready));

  // a remembered or old page beyond the last one goes to the last page
  const knownTotal = mode === "source" ? fetched !== null : true;
  useEffect(() => {
    if (!ready || busy || !knownTotal) return;
    const page = clampPage(query.page, total, query.pageSize);
    if (page !== query.page) setQuery((q) => ({ ...q, page }));
  }, [ready, busy, knownTotal, total, query.page, query.pageSize]);

  const manual = mode !== "client";
  const table = useReactTable<T>({
    data: rows,
    columns,
    state: { sorting: toSorting(query), pagination: { pageIndex: query.page - 1, pageSize: query.pageSize } },
    onSortingChange: (updater) =>
      setQuery((q) => {
        const next = apply(updater, toSorting(q))[0];
        return { ...q, page: 1, sort: next?.id ?? null, dir: next ? (next.desc ? "desc" : "asc") : null };
      }),
    onPaginationChange: (updater) =>
      setQuery((q) => {
        const next: PaginationState = apply(updater, { pageIndex: q.page - 1, pageSize: q.pageSize });
        return next.pageSize !== q.pageSize ? { ...q, page: 1, pageSize: next.pageSize } : { ...q, page: next.pageIndex + 1 };
      }),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manual ? undefined : getSortedRowModel(),
    getPaginationRowModel: manual ? undefined : getPaginationRowModel(),
    manualSorting: manual,
    manualPagination: manual,
    rowCount: manual ? total : undefined,
    enableMultiSort: false,
    sortDescFirst: false,
    enableSortingRemoval: true,
    autoResetPageIndex: false,
    getRowId,
  });

  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const first = total === 0 ? 0 : (query.page - 1) * query.pageSize + 1;
  const last = Math.min(total, query.page * query.pageSize);
  const visibleRows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  const numberFormat = new Intl.NumberFormat(i18n.language === "fi" ? "fi-FI" : "sv-SE");
  const n = (v: number) => numberFormat.format(v);

  const goTo = (page: number) => setQuery((q) => ({ ...q, page: Math.min(Math.max(1, page), pageCount) }));

  return (
    <div className={`ui-table${className ? ` ${className}` : ""}`} data-table-id={id}>
      <div className="table-wrap ui-table__wrap">
        <table aria-busy={busy ? true : undefined}>
          <caption className={showCaption ? "ui-table__caption" : "visually-hidden"}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta as DataTableColumnMeta | undefined;
                  const canSort = header.column.getCanSort();
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                      className={meta?.className}
                      data-align={meta?.align}
                      aria-sort={canSort && !header.isPlaceholder ? (sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none") : undefined}
                    >
                      {canSort && !header.isPlaceholder ? (
                        <button type="button" className="ui-table__sort" onClick={header.column.getToggleSortingHandler()}>
                          {content}
                          <span className="ui-table__sort-icon" data-dir={sorted || "none"} aria-hidden="true" />
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {visibleRows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta as DataTableColumnMeta | undefined;
                  return (
                    <td key={cell.id} className={meta?.className} data-align={meta?.align}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))}
            {visibleRows.length === 0 && !busy ? (
              <tr className="ui-table__empty">
                <td colSpan={columnCount}>{loadError ? null : (emptyText ?? t("ui.table.empty"))}</td>
              </tr>
            ) : null}
            {visibleRows.length === 0 && busy ? (
              <tr className="ui-table__empty" aria-hidden="true">
                <td colSpan={columnCount}>&nbsp;</td>
              </tr>
            ) : null}
          </tbody>
        </table>
        {busy ? <Loader variant="overlay" /> : null}
      </div>
      {loadError ? (
        <p className="alert alert--error ui-table__error" role="alert">
          {t("ui.table.loadError")}{" "}
          <button type="button" className="ui-linkbutton" onClick={() => setAttempt((a) => a + 1)}>
            {t("ui.table.retry")}
          </button>
        </p>
      ) : null}
      <div className="ui-table__footer">
        <label className="ui-table__size">
          <span>{t("ui.table.pageSize")}</span>
          <select value={query.pageSize} onChange={(e) => table.setPageSize(Number(e.target.value))}>
            {pageSizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <p className="ui-table__range" aria-live="polite">
          {total > 0 ? t("ui.table.showing", { from: n(first), to: n(last), total: n(total) }) : null}
        </p>
        <nav className="ui-table__pager" aria-label={t("ui.table.pagination", { table: caption })}>
          <button type="button" className="ui-table__page" aria-label={t("ui.table.first")} title={t("ui.table.first")} disabled={query.page <= 1} onClick={() => goTo(1)}>
            <span aria-hidden="true">«</span>
          </button>
          <button type="button" className="ui-table__page" aria-label={t("ui.table.previous")} title={t("ui.table.previous")} disabled={query.page <= 1} onClick={() => goTo(query.page - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <span className="ui-table__pageinfo">{t("ui.table.pageOf", { page: n(query.page), pages: n(pageCount) })}</span>
          <button type="button" className="ui-table__page" aria-label={t("ui.table.next")} title={t("ui.table.next")} disabled={query.page >= pageCount} onClick={() => goTo(query.page + 1)}>
            <span aria-hidden="true">›</span>
          </button>
          <button type="button" className="ui-table__page" aria-label={t("ui.table.last")} title={t("ui.table.last")} disabled={query.page >= pageCount} onClick={() => goTo(pageCount)}>
            <span aria-hidden="true">»</span>
          </button>
        </nav>
      </div>
    </div>
  );
}
