"use client";

/**
 * DataTable's source mode through the client data layer (decision 023): GET `source` with page
 * (from 1), pageSize, sort and dir, replying `{ rows, total }`. The previous page stays shown while
 * the next one loads; a newer page request cancels the older one; a failure can be retried.
 */
import { isSessionEnd, useApiQuery } from "@/lib/client/query";
import { isSourceReply, type TableQueryState } from "@/lib/ui/table-state";

export interface TableSource<T> {
  rows: T[];
  total: number;
  /** a reply has arrived (so total is known) */
  loaded: boolean;
  fetching: boolean;
  failed: boolean;
  retry: () => void;
}

function splitSource(source: string): { path: string; params: Record<string, string> } {
  const base = source.split("#")[0] ?? source;
  const q = base.indexOf("?");
  const params = Object.fromEntries(new URLSearchParams(q >= 0 ? base.slice(q + 1) : ""));
  return { path: q >= 0 ? base.slice(0, q) : base, params };
}

export function useTableSource<T>(
  tableId: string,
  source: string | undefined,
  state: TableQueryState,
  { enabled, reloadKey, initial }: { enabled: boolean; reloadKey?: unknown; initial?: { rows: T[]; total: number } },
): TableSource<T> {
  const { path, params } = splitSource(source ?? "");
  const query = useApiQuery<{ rows: T[]; total: number }>(
    ["data-table", tableId, reloadKey ?? null],
    path,
    {
      ...params,
      page: state.page,
      pageSize: state.pageSize,
      sort: state.sort && state.dir ? state.sort : null,
      dir: state.sort && state.dir ? state.dir : null,
    },
    {
      method: "GET",
      enabled: enabled && Boolean(source),
      keepPrevious: true,
      // the page the server read for this state (its first render), kept as fresh data
      initialData: initial,
      log: `[data-table ${tableId}] source`,
      select: (reply) => {
        if (!isSourceReply(reply)) throw new Error("bad reply");
        return reply;
      },
    },
  );
  return {
    rows: query.data?.rows ?? [],
    total: query.data?.total ?? 0,
    loaded: query.data !== undefined,
    fetching: query.isFetching,
    failed: query.isError && !isSessionEnd(query.error), // a 401 is on its way to the start page
    retry: () => void query.refetch(),
  };
}
