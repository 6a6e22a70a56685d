"use client";

/** DataTable's table (sortable headers with aria-sort, rows, empty and loading rows) and its footer (page size, range, pager). */
import { flexRender, type RowData, type Table } from "@tanstack/react-table";
import { useTranslation } from "@/lib/i18n/react";
import type { TableQueryState } from "@/lib/ui/table-state";
import { Loader } from "./loader";
import { TableScroll } from "./table-scroll";

/** Optional per-column settings, read from `columnDef.meta`. */
export interface DataTableColumnMeta {
  align?: "start" | "end" | "center";
  className?: string;
}

// TanStack's way to type `columnDef.meta` (declaration merging: the type parameters must stay as declared upstream)
declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the merged declaration must repeat TanStack's type parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: DataTableColumnMeta["align"];
    className?: DataTableColumnMeta["className"];
  }
}

export function TableGrid<T>({
  table,
  caption,
  showCaption,
  busy,
  emptyText,
}: {
  table: Table<T>;
  caption: string;
  showCaption: boolean;
  busy: boolean;
  emptyText: string | null;
}) {
  const visibleRows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  return (
    <TableScroll>
      <table aria-busy={busy ? true : undefined}>
        <caption className={showCaption ? "ui-table__caption" : "visually-hidden"}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const canSort = header.column.getCanSort() && !header.isPlaceholder;
                const sorted = header.column.getIsSorted();
                const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                    className={meta?.className}
                    data-align={meta?.align}
                    aria-sort={canSort ? (sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none") : undefined}
                  >
                    {canSort ? (
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
                const meta = cell.column.columnDef.meta;
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
              <td colSpan={columnCount}>{emptyText}</td>
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
    </TableScroll>
  );
}

export function TablePager({
  caption,
  query,
  total,
  pageSizes,
  onPageSize,
  goTo,
}: {
  caption: string;
  query: TableQueryState;
  total: number;
  pageSizes: readonly number[];
  onPageSize: (size: number) => void;
  goTo: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const first = total === 0 ? 0 : (query.page - 1) * query.pageSize + 1;
  const last = Math.min(total, query.page * query.pageSize);
  const numberFormat = new Intl.NumberFormat(i18n.language === "fi" ? "fi-FI" : "sv-SE");
  const n = (v: number) => numberFormat.format(v);
  const pageButton = (label: string, symbol: string, page: number, disabled: boolean) => (
    <button type="button" className="ui-table__page" aria-label={label} title={label} disabled={disabled} onClick={() => goTo(page)}>
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
  return (
    <div className="ui-table__footer">
      <label className="ui-table__size">
        <span>{t("ui.table.pageSize")}</span>
        <select value={query.pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
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
        {pageButton(t("ui.table.first"), "«", 1, query.page <= 1)}
        {pageButton(t("ui.table.previous"), "‹", query.page - 1, query.page <= 1)}
        <span className="ui-table__pageinfo">{t("ui.table.pageOf", { page: n(query.page), pages: n(pageCount) })}</span>
        {pageButton(t("ui.table.next"), "›", query.page + 1, query.page >= pageCount)}
        {pageButton(t("ui.table.last"), "»", pageCount, query.page >= pageCount)}
      </nav>
    </div>
  );
}
