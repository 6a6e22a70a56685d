"use client";

/**
 * `<DataTable>` for screens whose table appears after a step (a search's results): the same
 * component and props as components/ui/data-table.tsx, its code loaded when the table is first
 * shown, not with the page (decision 107). Warm it with `warmDataTable` (or `{...warmOn(dataTable)}`)
 * when the step before it starts, e.g. on the search form's first focus, so the results do not wait.
 * A table that is on screen when the page opens imports components/ui/data-table directly.
 */
import { lazy, Suspense, type ComponentType } from "react";
import { lazyLoad } from "@/lib/client/lazy-zod-resolver";
import type { DataTableProps } from "./data-table";
import { Loader } from "./loader";

/** The table's module; `dataTable.warm()` starts loading it. */
export const dataTable = lazyLoad(() => import("./data-table"));

const DataTableNow = lazy(() => dataTable().then((m) => ({ default: m.DataTable as ComponentType<DataTableProps<unknown>> })));

export function DataTable<T>(props: DataTableProps<T>) {
  return (
    <Suspense fallback={<Loader variant="inline" />}>
      <DataTableNow {...(props as DataTableProps<unknown>)} />
    </Suspense>
  );
}
