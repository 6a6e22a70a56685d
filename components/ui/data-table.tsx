"use client";

/**
 * Data table (spec 1 §7, §9) on @tanstack/react-table v8: sortable columns (aria-sort), paging with
 * page sizes 10, 25, 50, 100 (default 10), the state (page size, sort, page) remembered in a cookie
 * for 7200 seconds per table id, an empty text and a loader while fetching. A native <table>: the
 * rows are read, not edited, so it is not an ARIA grid (decision 022). For a plain list of rows
 * without sorting or paging use SimpleTable.
 *
 * Three ways to feed it:
 * - client: `data` holds every row; the table sorts and pages itself;
 * - server: `data` holds the current page, `rowCount` the total, and `onStateChange` tells the
 *   parent which page to load (`loading` shows the loader);
 * - source: `source` is a URL fetched by GET with page (from 1), pageSize, sort and dir, replying
 *   `{ rows, total }` (through the client data layer, use-table-source.ts).
 */
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  DEFAULT_TABLE_STATE,
  PAGE_SIZES,
  parseTableState,
  readCookie,
  tableCookie,
  tableCookieName,
  type SortDir,
  type TableQueryState,
} from "@/lib/ui/table-state";
import { TableGrid, TablePager } from "./data-table-parts";
import { useTableSource } from "./use-table-source";

export type { ColumnDef } from "@tanstack/react-table";
export type { TableQueryState } from "@/lib/ui/table-state";
export type { DataTableColumnMeta } from "./data-table-parts";

export interface DataTableProps<T> {
  /** identifies the table; its state cookie is dt_<id> */
  id: string;
  columns: ColumnDef<T, unknown>[];
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
  const { t } = useTranslation();
  const mode: "client" | "server" | "source" = source ? "source" : rowCount !== undefined ? "server" : "client";

  const [query, setQuery] = useState<TableQueryState>(() => ({
    ...DEFAULT_TABLE_STATE,
    pageSize: pageSizes.includes(defaultPageSize) ? defaultPageSize : (pageSizes[0] ?? DEFAULT_PAGE_SIZE),
    sort: defaultSort?.id ?? null,
    dir: defaultSort?.dir ?? null,
    ...initialState,
  }));
  /** the remembered state has been read (nothing is fetched or reported before) */
  const [ready, setReady] = useState(!remember);
  const stateCallback = useRef(onStateChange);
  useEffect(() => {
    stateCallback.current = onStateChange;
  });
  const fetched = useTableSource<T>(id, source, query, { enabled: mode === "source" && ready, reloadKey });

  const rows = mode === "source" ? fetched.rows : (data ?? []);
  const total = mode === "source" ? fetched.total : mode === "server" ? (rowCount ?? 0) : rows.length;
  const busy = loading || (mode === "source" && (fetched.fetching || !ready));

  const manual = mode !== "client";
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's instance is mutable: the React Compiler leaves this component unmemoized, as it should
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

  // read the remembered state once per table id (with the columns and sizes of that moment)
  const restoreRemembered = useEffectEvent(() => {
    if (!remember) return;
    const sortable = table
      .getAllLeafColumns()
      .filter((c) => c.getCanSort())
      .map((c) => c.id);
    const saved = parseTableState(readCookie(document.cookie, tableCookieName(id)), { pageSizes, sortable });
    if (Object.keys(saved).length) setQuery((q) => ({ ...q, ...saved }));
    setReady(true);
  });
  useEffect(() => restoreRemembered(), [id]);

  // remember and report every change
  useEffect(() => {
    if (!ready) return;
    if (remember) document.cookie = tableCookie(id, query);
    stateCallback.current?.(query);
  }, [ready, remember, id, query]);

  // a remembered or old page beyond the last one goes to the last page
  const knownTotal = mode === "source" ? fetched.loaded : true;
  useEffect(() => {
    if (!ready || busy || !knownTotal) return;
    const page = clampPage(query.page, total, query.pageSize);
    if (page !== query.page) setQuery((q) => ({ ...q, page }));
  }, [ready, busy, knownTotal, total, query.page, query.pageSize]);

  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const goTo = (page: number) => setQuery((q) => ({ ...q, page: Math.min(Math.max(1, page), pageCount) }));
  const failed = mode === "source" && fetched.failed;

  return (
    <div className={`ui-table${className ? ` ${className}` : ""}`} data-table-id={id}>
      <TableGrid
        table={table}
        caption={caption}
        showCaption={showCaption}
        busy={busy}
        emptyText={failed ? null : (emptyText ?? t("ui.table.empty"))}
      />
      {failed ? (
        <p className="alert alert--error ui-table__error" role="alert">
          {t("ui.table.loadError")}{" "}
          <button type="button" className="ui-linkbutton" onClick={fetched.retry}>
            {t("ui.table.retry")}
          </button>
        </p>
      ) : null}
      <TablePager
        caption={caption}
        query={query}
        total={total}
        pageSizes={pageSizes}
        onPageSize={(size) => table.setPageSize(size)}
        goTo={goTo}
      />
    </div>
  );
}
