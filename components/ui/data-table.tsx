"use client";

/**
 * Data table (spec 1 §7, §9) on our own column model (data-table-model.ts, decision 107): sortable
 * columns (aria-sort), paging with page sizes 10, 25, 50, 100 (default 10), the state (page size,
 * sort, page) remembered in a cookie for 7200 seconds per table id, an empty text and a loader while
 * fetching. A native <table>: the rows are read, not edited, so it is not an ARIA grid (decision
 * 022). For a plain list of rows without sorting or paging use SimpleTable.
 *
 * Three ways to feed it:
 * - client: `data` holds every row; the table sorts (in the page language's collation) and pages itself;
 * - server: `data` holds the current page, `rowCount` the total, and `onStateChange` tells the
 *   parent which page to load (`loading` shows the loader);
 * - source: `source` is a URL fetched by GET with page (from 1), pageSize, sort and dir, replying
 *   `{ rows, total }` (through the client data layer, use-table-source.ts).
 */
import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  defaultTableState,
  PAGE_SIZES,
  parseTableState,
  sameTableState,
  readCookie,
  tableCookie,
  tableCookieName,
  type SortDir,
  type TableQueryState,
} from "@/lib/ui/table-state";
import { TableGrid, TablePager } from "./data-table-parts";
import { canSort, collatorFor, columnId, nextSort, sortRows, type ColumnDef, type TableRow } from "./data-table-model";
import { useTableSource } from "./use-table-source";

export type { CellContext, ColumnDef, DataTableColumnMeta } from "./data-table-model";
export type { TableQueryState } from "@/lib/ui/table-state";

export interface DataTableProps<T> {
  /** identifies the table; its state cookie is dt_<id> */
  id: string;
  columns: ColumnDef<T>[];
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
  /**
   * source mode: the page the server read for `state` (the remembered state from the cookie, see
   * `sourceStateFromCookie`), shown at once instead of a loader — nothing moves when it arrives
   */
  initialPage?: { state: TableQueryState; rows: T[]; total: number };
  /** remember the state in the cookie (default true) */
  remember?: boolean;
  getRowId?: (row: T, index: number) => string;
  className?: string;
}

const NO_ROWS: never[] = [];

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
  initialPage,
  remember = true,
  getRowId,
  className,
}: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  const mode: "client" | "server" | "source" = source ? "source" : rowCount !== undefined ? "server" : "client";

  const [query, setQuery] = useState<TableQueryState>(() => ({
    ...defaultTableState({ defaultSort, pageSizes, defaultPageSize }),
    ...initialState,
    ...initialPage?.state,
  }));
  /** the remembered state has been read (nothing is fetched or reported before); the server read it for initialPage */
  const [ready, setReady] = useState(!remember || initialPage !== undefined);
  const stateCallback = useRef(onStateChange);
  useEffect(() => {
    stateCallback.current = onStateChange;
  });
  // the server's page answers the first source only: after a search (another source or reloadKey) it is not that page
  const [firstSource] = useState({ source, reloadKey });
  const fromServer =
    initialPage && source === firstSource.source && Object.is(reloadKey, firstSource.reloadKey) && sameTableState(query, initialPage.state);
  const fetched = useTableSource<T>(id, source, query, {
    enabled: mode === "source" && ready,
    reloadKey,
    initial: fromServer ? initialPage : undefined,
  });

  const rows = mode === "source" ? fetched.rows : (data ?? NO_ROWS);
  const total = mode === "source" ? fetched.total : mode === "server" ? (rowCount ?? 0) : rows.length;
  const busy = loading || (mode === "source" && (fetched.fetching || !ready));

  // a remembered or old page beyond the last one goes to the last page (adjusted while rendering)
  const knownTotal = mode === "source" ? fetched.loaded : true;
  if (ready && !busy && knownTotal) {
    const page = clampPage(query.page, total, query.pageSize);
    if (page !== query.page) setQuery((q) => ({ ...q, page }));
  }

  const manual = mode !== "client";
  const sort = query.sort && query.dir ? { id: query.sort, dir: query.dir } : null;
  const sortDir = query.dir;
  const sortColumn = query.sort ? columns.find((c) => columnId(c) === query.sort && canSort(c)) : undefined;
  const language = i18n.language;
  const ordered = useMemo(() => {
    const all: TableRow<T>[] = rows.map((original, index) => ({
      id: getRowId ? getRowId(original, index) : String(index),
      index,
      original,
    }));
    return !manual && sortColumn && sortDir ? sortRows(all, sortColumn, sortDir, collatorFor(language)) : all;
  }, [rows, getRowId, manual, sortColumn, sortDir, language]);
  const visible = manual ? ordered : ordered.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);

  const onSort = (id: string) =>
    setQuery((q) => {
      const next = nextSort(q.sort && q.dir ? { id: q.sort, dir: q.dir } : null, id);
      return { ...q, page: 1, sort: next?.id ?? null, dir: next?.dir ?? null };
    });

  // read the remembered state once per table id (with the columns and sizes of that moment)
  const restoreRemembered = useEffectEvent(() => {
    if (!remember || initialPage) return;
    const sortable = columns.filter(canSort).map(columnId);
    const saved = parseTableState(readCookie(document.cookie, tableCookieName(id)), { pageSizes, sortable });
    if (Object.keys(saved).length) setQuery((q) => ({ ...q, ...saved }));
    setReady(true);
  });
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie is read once after mounting: the server's HTML has the default state, so hydration matches
  useEffect(() => restoreRemembered(), [id]);

  // remember and report every change
  useEffect(() => {
    if (!ready) return;
    if (remember) document.cookie = tableCookie(id, query);
    stateCallback.current?.(query);
  }, [ready, remember, id, query]);

  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const goTo = (page: number) => setQuery((q) => ({ ...q, page: Math.min(Math.max(1, page), pageCount) }));
  const failed = mode === "source" && fetched.failed;

  return (
    <div className={`ui-table${className ? ` ${className}` : ""}`} data-table-id={id}>
      <TableGrid
        columns={columns}
        rows={visible}
        sort={sort}
        onSort={onSort}
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
        onPageSize={(pageSize) => setQuery((q) => ({ ...q, page: 1, pageSize }))}
        goTo={goTo}
      />
    </div>
  );
}
