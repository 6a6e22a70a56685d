/**
 * The one simple table (spec 1 §9 tables; decision 022): a captioned, read-only table of rows with
 * column headers (scope="col"), an optional row header cell per row (scope="row"), alignment per
 * column, an empty text, an optional footer and data-* attributes per row. A key/value table (a
 * sum's breakdown) may leave out the header row (`head={false}`). For sorting, paging and
 * remembered state use DataTable. With `stacked`, each cell carries its column's name
 * (data-label) for the narrow layout that stacks the cells (see the area CSS). No hooks: server
 * components (print views) use it as well as client ones.
 */
import type { ReactNode } from "react";
import { TableScroll } from "./table-scroll";

export interface SimpleColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** this column's cell names the row (th scope="row") */
  rowHeader?: boolean;
  align?: "start" | "end" | "center";
  /** class of the column's header and cells (e.g. "num") */
  className?: string;
  /** a further class of the column's body cells only (e.g. a flex layout of the cell's buttons) */
  cellClassName?: string;
  /** the column's name for the stacked layout (default: the header when it is text); false: none */
  label?: string | false;
}

/** data-* attributes of a row (e.g. the id a script or a test finds it by) */
export type SimpleRowData = { [key: `data-${string}`]: string | number | undefined };

export interface SimpleTableProps<T> {
  /** the table's accessible name (visually hidden unless showCaption) */
  caption: string;
  showCaption?: boolean;
  columns: readonly SimpleColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T, index: number) => string;
  rowClassName?: (row: T, index: number) => string | undefined;
  /** data-* attributes of each row */
  rowData?: (row: T, index: number) => SimpleRowData;
  /** the column header row (default true); false: each row's header names it */
  head?: boolean;
  /** a row instead of the rows when there are none (e.g. t("ui.table.empty")); none by default */
  emptyText?: ReactNode;
  /** <tfoot> rows (sums) */
  footer?: ReactNode;
  /** cells carry data-label for the stacked narrow layout */
  stacked?: boolean;
  /** the table element's class */
  className?: string;
  /** inside the horizontally scrolling .table-wrap (default true) */
  scroll?: boolean;
  /** the scrolling wrapper becomes a named, focusable region, so a wide table can be scrolled with the keyboard */
  scrollLabel?: string;
}

export function SimpleTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowId,
  rowClassName,
  rowData,
  head = true,
  emptyText,
  footer,
  stacked = false,
  className,
  scroll = true,
  scrollLabel,
}: SimpleTableProps<T>) {
  const labelOf = (c: SimpleColumn<T>) =>
    !stacked || c.label === false ? undefined : (c.label ?? (typeof c.header === "string" ? c.header : undefined));
  const cellClass = (c: SimpleColumn<T>) => [c.className, c.cellClassName].filter(Boolean).join(" ") || undefined;
  const table = (
    <table className={className}>
      <caption className={showCaption ? "ui-table__caption" : "visually-hidden"}>{caption}</caption>
      {head ? (
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={c.className} data-align={c.align}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.map((row, i) => (
          <tr key={getRowId(row, i)} className={rowClassName?.(row, i)} {...rowData?.(row, i)}>
            {columns.map((c) =>
              c.rowHeader ? (
                <th key={c.id} scope="row" className={cellClass(c)} data-align={c.align} data-label={labelOf(c)}>
                  {c.cell(row, i)}
                </th>
              ) : (
                <td key={c.id} className={cellClass(c)} data-align={c.align} data-label={labelOf(c)}>
                  {c.cell(row, i)}
                </td>
              ),
            )}
          </tr>
        ))}
        {rows.length === 0 && emptyText != null ? (
          <tr className="ui-table__empty">
            <td colSpan={columns.length}>{emptyText}</td>
          </tr>
        ) : null}
      </tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </table>
  );
  if (!scroll) return table;
  return (
    <TableScroll label={scrollLabel} className="ui-simple-table">
      {table}
    </TableScroll>
  );
}
