"use client";

/** DataTable's table (sortable headers with aria-sort, rows, empty and loading rows) and its footer (page size, range, pager). */
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { TableQueryState } from "@/lib/ui/table-state";
import { canSort, cellValue, columnId, type ColumnDef, type SortState, type TableRow } from "./data-table-model";
import { Loader } from "./loader";
import { TableScroll } from "./table-scroll";

/** A value shown as it is when a column has no cell renderer (objects are not shown). */
function asText(v: unknown): string | null {
  return typeof v === "string" || typeof v === "number" || typeof v === "boolean" || typeof v === "bigint" ? String(v) : null;
}

export function TableGrid<T>({
  columns,
  rows,
  sort,
  onSort,
  caption,
  showCaption,
  busy,
  emptyText,
}: {
  columns: readonly ColumnDef<T>[];
  /** the rows to show (the current page) */
  rows: readonly TableRow<T>[];
  sort: SortState;
  onSort: (columnId: string) => void;
  caption: string;
  showCaption: boolean;
  busy: boolean;
  emptyText: string | null;
}) {
  return (
    <TableScroll>
      <table aria-busy={busy ? true : undefined}>
        <caption className={showCaption ? "ui-table__caption" : "visually-hidden"}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const id = columnId(column);
              const meta = column.meta;
              const sortable = canSort(column);
              const sorted = sort?.id === id ? sort.dir : null;
              const content = typeof column.header === "function" ? column.header() : column.header;
              return (
                <th
                  key={id}
                  scope="col"
                  className={meta?.className}
                  data-align={meta?.align}
                  aria-sort={sortable ? (sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none") : undefined}
                >
                  {sortable ? (
                    <button type="button" className="ui-table__sort" onClick={() => onSort(id)}>
                      {content}
                      <span className="ui-table__sort-icon" data-dir={sorted ?? "none"} aria-hidden="true" />
                    </button>
                  ) : (
                    content
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => {
                const meta = column.meta;
                const getValue = () => cellValue(column, row.original, row.index);
                let content: ReactNode;
                if (column.cell) content = column.cell({ row, getValue });
                else content = asText(getValue());
                return (
                  <td key={columnId(column)} className={meta?.className} data-align={meta?.align}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
          {rows.length === 0 && !busy ? (
            <tr className="ui-table__empty">
              <td colSpan={columns.length}>{emptyText}</td>
            </tr>
          ) : null}
          {rows.length === 0 && busy ? (
            <tr className="ui-table__empty" aria-hidden="true">
              <td colSpan={columns.length}>&nbsp;</td>
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
