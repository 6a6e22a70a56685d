/**
 * DataTable's column model (decision 107): what a column is, its id, whether it sorts, the value a
 * row has in it, and the rows of a page in a sort order. It replaced @tanstack/react-table, of which
 * the portal used this subset only (15.7 kB of every table page's first load).
 *
 * Sorting (one column at a time, spec 1 §9): a header press goes none → ascending → descending →
 * none. Text compares with the page language's collation (Swedish å ä ö, Finnish å ä ö, digits as
 * numbers: "Skara 2" before "Skara 10"), numbers and dates by value, booleans false first; an empty
 * value (null, undefined, "") is last in both directions. Equal values keep the rows' order.
 */
import type { ReactNode } from "react";

/** Optional per-column settings. */
export interface DataTableColumnMeta {
  align?: "start" | "end" | "center";
  className?: string;
}

/** What a cell renderer gets (the names as in TanStack Table, which the columns were written for). */
export interface CellContext<T> {
  row: TableRow<T>;
  getValue: () => unknown;
}

export interface TableRow<T> {
  id: string;
  /** the row's index in `data` */
  index: number;
  original: T;
}

interface ColumnBase<T> {
  /** the header's content; a function for anything but text (e.g. a "select all" checkbox) */
  header: ReactNode | (() => ReactNode);
  /** the cell's content (default: the value as text) */
  cell?: (ctx: CellContext<T>) => ReactNode;
  /** a column with a value sorts unless this is false */
  enableSorting?: boolean;
  meta?: DataTableColumnMeta;
}

/** A column: a key of the row, a function of the row (with an id), or a display column (an id, a cell). */
export type ColumnDef<T> = ColumnBase<T> &
  (
    | { accessorKey: Extract<keyof T, string>; accessorFn?: undefined; id?: string }
    | { accessorFn: (row: T, index: number) => unknown; accessorKey?: undefined; id: string }
    | { accessorKey?: undefined; accessorFn?: undefined; id: string }
  );

export type SortState = { id: string; dir: "asc" | "desc" } | null;

export function columnId<T>(column: ColumnDef<T>): string {
  return column.id ?? column.accessorKey ?? "";
}

export function canSort<T>(column: ColumnDef<T>): boolean {
  return (column.accessorKey !== undefined || column.accessorFn !== undefined) && column.enableSorting !== false;
}

export function cellValue<T>(column: ColumnDef<T>, row: T, index: number): unknown {
  if (column.accessorFn) return column.accessorFn(row, index);
  if (column.accessorKey !== undefined) return row[column.accessorKey];
  return undefined;
}

/** The sort after a press on a column's header. */
export function nextSort(current: SortState, id: string): SortState {
  if (current?.id !== id) return { id, dir: "asc" };
  return current.dir === "asc" ? { id, dir: "desc" } : null;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === "";

function comparable(v: unknown): number | string {
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? 1 : 0;
  if (v instanceof Date) return v.getTime();
  if (typeof v === "bigint") return Number(v);
  return String(v);
}

/** Compares two non-empty values: numbers by value, text by the collator, number against text as text. */
export function compareValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  const x = comparable(a);
  const y = comparable(b);
  if (typeof x === "number" && typeof y === "number") return x === y ? 0 : x < y ? -1 : 1;
  return collator.compare(String(x), String(y));
}

const collators = new Map<string, Intl.Collator>();
/** The collation of the page's language ("fi" → Finnish, else Swedish), numbers in text compared as numbers. */
export function collatorFor(language: string): Intl.Collator {
  const locale = language === "fi" ? "fi" : "sv";
  let c = collators.get(locale);
  if (!c) {
    c = new Intl.Collator(locale, { numeric: true, sensitivity: "base" });
    collators.set(locale, c);
  }
  return c;
}

/** `rows` sorted by the column (a new array; equal values keep their order; empty values last). */
export function sortRows<T>(
  rows: readonly TableRow<T>[],
  column: ColumnDef<T>,
  dir: "asc" | "desc",
  collator: Intl.Collator,
): TableRow<T>[] {
  const sign = dir === "asc" ? 1 : -1;
  const keyed = rows.map((row) => ({ row, value: cellValue(column, row.original, row.index) }));
  keyed.sort((a, b) => {
    const ea = isEmpty(a.value);
    const eb = isEmpty(b.value);
    if (ea || eb) return ea === eb ? 0 : ea ? 1 : -1;
    return sign * compareValues(a.value, b.value, collator);
  });
  return keyed.map((k) => k.row);
}
