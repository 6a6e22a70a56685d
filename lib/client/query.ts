"use client";

/**
 * The portal's one client data layer (decision 023) on top of apiFetch, with its own small cache
 * (`query-cache.ts`, decision 106: it replaced TanStack Query, 11.8 kB of every page's first load).
 *
 * - `useApiQuery(key, path, params)` loads data: cached under `[...key, { path, params }]`, the
 *   request aborted (AbortSignal) when no component needs it any more — so a key that contains the
 *   customer number cancels the old customer's calls and loads the new one's when it changes.
 * - `useApiMutation(path)` changes data: never retried automatically.
 * - Keys: `customerKey(customerNumber, area, …)` for anything that depends on the customer in play
 *   (`["customer", "100234", "agreements", …]`), `areaKey(area, …)` for data that does not.
 * - A failed query is logged once here (`log`, "<log> failed"), never for an abort or a 401
 *   (apiFetch is already on its way to the start page); screens show it with <QueryState>.
 */
import { useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { ApiError, apiFetch } from "./api-fetch";
import { isAbort, logFailure } from "./call-errors";
import { QueryClientContext } from "./query-context";
import { QueryClient, hashKey, type FetchStatus, type QueryFn, type QueryKey, type QueryStatus } from "./query-cache";

export type { QueryKey } from "./query-cache";
export { isAbort, isSessionEnd } from "./call-errors";
// a page that only saves imports the hook from ./mutation (without the cache, decision 111)
export { useApiMutation, type ApiMutationOptions, type MutationResult } from "./mutation";

/** Query parameters: sent as the JSON body (POST, the portal's default) or the query string (GET). */
export type ApiParams = Record<string, string | number | boolean | null | undefined | readonly unknown[] | Record<string, unknown>>;

/** Scope of data that belongs to one customer: the customer number is always the second element. */
export function customerKey(customerNumber: string | null | undefined, area: string, ...rest: unknown[]): QueryKey {
  return ["customer", customerNumber ?? "none", area, ...rest];
}

/** Data that does not depend on the customer in play (price lists per area, reference lists). */
export function areaKey(area: string, ...rest: unknown[]): QueryKey {
  return [area, ...rest];
}

/** `path?a=1&b=x` with null/undefined parameters left out. */
export function withQuery(path: string, params: ApiParams | null | undefined): string {
  if (!params) return path;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) q.set(k, paramText(v));
  const s = q.toString();
  return s ? `${path}${path.includes("?") ? "&" : "?"}${s}` : path;
}

/** A list as "a,b" (as String() wrote it), an object as JSON, a scalar as its text. */
function paramText(v: NonNullable<ApiParams[string]>): string {
  if (typeof v !== "object") return String(v);
  return Array.isArray(v) ? v.join(",") : JSON.stringify(v);
}

/**
 * Worth one more try: the network failed or the service was briefly unavailable (502/503/504).
 * A 4xx is an answer, and a 500 is a fault that a second call would repeat.
 */
export function isTransient(e: unknown): boolean {
  if (isAbort(e)) return false;
  if (e instanceof ApiError) return e.status === 502 || e.status === 503 || e.status === 504;
  return e instanceof TypeError; // fetch's "Failed to fetch"
}

/** Queries: at most one retry, and only for a transient failure. */
export function retryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isTransient(error);
}

/** The portal's query client: one per browser tab (components/providers/query-provider.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    retry: retryQuery,
    retryDelay: 400,
    // kept 5 minutes after the last screen showing it closed
    gcTime: 5 * 60_000,
    onError: (error, key, log) => logFailure(log, key, error),
  });
}

/** The tab's query client: made by the first hook that needs it (the provider holds it, decision 111). */
export function useQueryClient(): QueryClient {
  const holder = useContext(QueryClientContext);
  if (!holder) throw new Error("useQueryClient outside <QueryProvider>");
  return (holder.client ??= createQueryClient());
}

/** What a screen sees of a query (the names TanStack Query used, so screens read as before). */
export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  /** "pending": no data yet; "error": the last call failed; "success": data */
  status: QueryStatus;
  fetchStatus: FetchStatus;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  /** a call is in flight (the first one, or a reload beside the data shown) */
  isFetching: boolean;
  /** the data shown is the previous key's (`keepPrevious`) while this key loads */
  isPlaceholderData: boolean;
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  /** loads again now; never rejects (the result shows the failure) */
  refetch: () => Promise<void>;
}

export interface ApiQueryOptions<T> {
  /** GET sends the parameters as the query string; default POST with a JSON body */
  method?: "GET" | "POST";
  /** false: do not load (yet); the query stays idle (status "pending", fetchStatus "idle") */
  enabled?: boolean;
  /** data the page rendered on the server: shown at once, not fetched again on mount */
  initialData?: T;
  /** when the server read initialData (ms since the epoch; default: now). A key whose cache
   * entry is made again later (after gcTime) then counts that data as stale and reloads it. */
  initialDataUpdatedAt?: number;
  /** keep showing the previous key's data while the next one loads (a search, a changed filter) */
  keepPrevious?: boolean;
  /** the console prefix of a failure: "<log> failed" */
  log?: string;
  /** how long loaded data counts as fresh (default 0: loaded again when a screen mounts) */
  staleTime?: number;
  /** checks or reshapes the reply (throwing makes the query fail) */
  select?: (reply: T) => T;
}

/** One load of a query: GET with the parameters in the query string, or POST with them as the JSON body. */
function load<T>(method: "GET" | "POST", path: string, params: ApiParams | null | undefined, signal: AbortSignal): Promise<T> {
  return method === "GET"
    ? apiFetch<T>(withQuery(path, params), { method: "GET", signal })
    : apiFetch<T>(path, { body: params ?? {}, signal });
}

/**
 * Loads `path` with `params` under `key` (see customerKey/areaKey). The request gets the query's
 * AbortSignal: it is cancelled when the key changes or the screen goes away.
 */
export function useApiQuery<T>(key: QueryKey, path: string, params?: ApiParams | null, options: ApiQueryOptions<T> = {}): QueryResult<T> {
  const client = useQueryClient();
  const fullKey = [...key, { path, params: params ?? null }];
  const hash = hashKey(fullKey);
  const query = useMemo(() => client.get<T>(fullKey, hash), [client, hash]); // eslint-disable-line react-hooks/exhaustive-deps -- the hash is the key
  const { method = "POST", select, log, keepPrevious, initialData } = options;
  const enabled = options.enabled ?? true;
  if (initialData !== undefined) query.seed(initialData, options.initialDataUpdatedAt);
  const staleTime = options.staleTime ?? (initialData !== undefined ? 30_000 : 0);

  const fn: QueryFn<T> = (signal) => load<T>(method, path, params, signal).then((reply) => (select ? select(reply) : reply));
  const latest = useRef({ fn, log });
  useEffect(() => {
    latest.current = { fn, log };
  });

  const state = useSyncExternalStore(query.subscribe, query.getState, query.getState);

  // load when the screen shows the key and its data is missing or stale (staleTime 0: on every mount)
  useEffect(() => {
    // (a call in flight is joined; an aborted one is replaced)
    if (enabled && query.isStale(staleTime)) client.fetch(query, latest.current.fn, latest.current.log).catch(() => {});
  }, [client, query, enabled, staleTime]);

  const refetch = useCallback(
    () =>
      client.refetch(query, latest.current.fn, latest.current.log).then(
        () => {},
        () => {},
      ),
    [client, query],
  );

  // keepPrevious: the last data this screen showed, while the next key loads
  const [previous, setPrevious] = useState<T | undefined>(undefined);
  if (keepPrevious && state.data !== undefined && state.data !== previous) setPrevious(state.data);
  const placeholder = Boolean(keepPrevious) && state.status === "pending" && previous !== undefined;

  // an enabled key with no data and no call yet is loaded by the effect above: it counts as loading
  // from the first render on (the server's HTML and the first paint show the loader, not nothing)
  const fetchStatus: FetchStatus = enabled && state.status === "pending" ? "fetching" : state.fetchStatus;

  return useMemo(() => {
    const status: QueryStatus = placeholder ? "success" : state.status;
    return {
      data: placeholder ? previous : state.data,
      error: state.error,
      status,
      fetchStatus,
      isPending: status === "pending",
      isError: status === "error",
      isSuccess: status === "success",
      isFetching: fetchStatus === "fetching",
      isPlaceholderData: placeholder,
      dataUpdatedAt: state.dataUpdatedAt,
      errorUpdatedAt: state.errorUpdatedAt,
      refetch,
    };
  }, [state, fetchStatus, placeholder, previous, refetch]);
}

/**
 * For flows that load in answer to a command and go on with the reply (a search followed by its
 * status dialogs): `fetch(key, path, params)` loads through the same cache, retry rule, log and
 * AbortSignal as useApiQuery and resolves with the reply. `cancel(key)` aborts what is pending
 * under a key prefix (a newer search replaces an older one); the older promise then rejects with
 * an error that isAbort() recognises.
 */
export function useApiFetch() {
  const client = useQueryClient();
  const fetch = useCallback(
    <T>(key: QueryKey, path: string, params?: ApiParams | null, opts: { method?: "GET" | "POST"; log?: string } = {}): Promise<T> =>
      client.fetch<T>(
        client.get<T>([...key, { path, params: params ?? null }]),
        (signal) => load<T>(opts.method ?? "POST", path, params, signal),
        opts.log,
      ),
    [client],
  );
  const cancel = useCallback((key: QueryKey) => client.cancel(key), [client]);
  return { fetch, cancel };
}

/**
 * Called when the customer in play changes on a page (e.g. My agreements' customer dropdown):
 * aborts every call still pending for the previous customer. Screens keyed by customerKey()
 * then load the new customer's data by themselves.
 */
export function useCustomerSwitch(): (previousCustomerNumber: string) => Promise<void> {
  const client = useQueryClient();
  return (previous) => client.cancel(["customer", previous]);
}

/**
 * The newest data a query answered, kept while a later key loads or after it failed — for views
 * that keep showing the last answer (a chart, a result list) beside a loader or an error.
 */
export function useLastData<T>(query: Pick<QueryResult<T>, "data" | "isPlaceholderData">): T | undefined {
  const [last, setLast] = useState<T | undefined>(undefined);
  const fresh = query.data !== undefined && !query.isPlaceholderData ? query.data : undefined;
  // kept in state, updated during render when a newer answer arrives (React's "storing information from previous renders")
  if (fresh !== undefined && fresh !== last) setLast(fresh);
  return fresh ?? last ?? query.data;
}
