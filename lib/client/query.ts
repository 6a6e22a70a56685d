"use client";

/**
 * The portal's one client data layer (decision 023): TanStack Query on top of apiFetch.
 *
 * - `useApiQuery(key, path, params)` loads data: cached under `[...key, { path, params }]`, the
 *   request aborted (AbortSignal) when no component needs it any more — so a key that contains the
 *   customer number cancels the old customer's calls and loads the new one's when it changes.
 * - `useApiMutation(path)` changes data: never retried automatically.
 * - Keys: `customerKey(customerNumber, area, …)` for anything that depends on the customer in play
 *   (`["customer", "100234", "agreements", …]`), `areaKey(area, …)` for data that does not.
 * - A failed query is logged once here (`meta.log`, "<log> failed"), never for an abort or a 401
 *   (apiFetch is already on its way to the start page); screens show it with <QueryState>.
 */
import {
  MutationCache,
  QueryCache,
  QueryClient,
  isCancelledError,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { ApiError, apiFetch } from "./api-fetch";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { log?: string };
    mutationMeta: { log?: string };
  }
}

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

/** The call was aborted: by its AbortSignal, or cancelled by the query layer (a newer key, a switch). */
export const isAbort = (e: unknown): boolean =>
  isCancelledError(e) || ((e instanceof DOMException || e instanceof Error) && e.name === "AbortError");
/** A 401 sends the user to the start page (apiFetch); nothing to show or log. */
export const isSessionEnd = (e: unknown): boolean => e instanceof ApiError && e.status === 401;

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

function logFailure(log: string | undefined, fallback: QueryKey | string, error: unknown) {
  if (isAbort(error) || isSessionEnd(error)) return;
  console.error(`${log ?? `[query] ${typeof fallback === "string" ? fallback : JSON.stringify(fallback)}`} failed`, error);
}

/** The portal's query client: one per browser tab (components/providers/query-provider.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => logFailure(query.meta?.log, query.queryKey, error) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.log) logFailure(mutation.meta.log, "", error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: retryQuery,
        retryDelay: 400,
        // screens load when they mount; a tab regaining focus does not reload them under the user
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 0,
        gcTime: 5 * 60_000,
      },
      // state changes are never repeated automatically
      mutations: { retry: false },
    },
  });
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

/**
 * Loads `path` with `params` under `key` (see customerKey/areaKey). The request gets the query's
 * AbortSignal: it is cancelled when the key changes or the screen goes away.
 */
export function useApiQuery<T>(
  key: QueryKey,
  path: string,
  params?: ApiParams | null,
  options: ApiQueryOptions<T> = {},
): UseQueryResult<T, unknown> {
  const method = options.method ?? "POST";
  return useQuery<T, unknown, T>({
    queryKey: [...key, { path, params: params ?? null }],
    queryFn: ({ signal }) =>
      method === "GET"
        ? apiFetch<T>(withQuery(path, params), { method: "GET", signal })
        : apiFetch<T>(path, { body: params ?? {}, signal }),
    enabled: options.enabled ?? true,
    initialData: options.initialData,
    initialDataUpdatedAt: options.initialData !== undefined ? options.initialDataUpdatedAt : undefined,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    staleTime: options.initialData !== undefined && options.staleTime === undefined ? 30_000 : options.staleTime,
    select: options.select,
    meta: options.log ? { log: options.log } : undefined,
  });
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
      client.fetchQuery<T>({
        queryKey: [...key, { path, params: params ?? null }],
        queryFn: ({ signal }) =>
          opts.method === "GET"
            ? apiFetch<T>(withQuery(path, params), { method: "GET", signal })
            : apiFetch<T>(path, { body: params ?? {}, signal }),
        staleTime: 0,
        meta: opts.log ? { log: opts.log } : undefined,
      }),
    [client],
  );
  const cancel = useCallback((key: QueryKey) => client.cancelQueries({ queryKey: key }), [client]);
  return { fetch, cancel };
}

export interface ApiMutationOptions<TVars = unknown> {
  method?: "POST" | "GET";
  /** the request body from the variables (default: the variables themselves) */
  body?: (vars: TVars) => unknown;
  /** the console prefix of a failure ("<log> failed"); unset: the caller reports failures itself */
  log?: string;
  /** keys to mark stale after a success (screens showing them load again) */
  invalidates?: QueryKey[];
}

/**
 * A state change through `path` (a function of the variables for calls with the id in the path).
 * Never retried; `mutateAsync` throws the ApiError so a screen can show its own message.
 */
export function useApiMutation<TReply = unknown, TBody = Record<string, unknown> | FormData>(
  path: string | ((body: TBody) => string),
  options: ApiMutationOptions<TBody> = {},
): UseMutationResult<TReply, unknown, TBody> {
  const client = useQueryClient();
  return useMutation<TReply, unknown, TBody>({
    mutationFn: (vars) => {
      const url = typeof path === "function" ? path(vars) : path;
      return options.method === "GET"
        ? apiFetch<TReply>(url, { method: "GET" })
        : apiFetch<TReply>(url, { body: options.body ? options.body(vars) : vars });
    },
    retry: false,
    meta: options.log ? { log: options.log } : undefined,
    onSuccess: async () => {
      for (const key of options.invalidates ?? []) await client.invalidateQueries({ queryKey: key });
    },
  });
}

/**
 * Called when the customer in play changes on a page (e.g. My agreements' customer dropdown):
 * aborts every call still pending for the previous customer. Screens keyed by customerKey()
 * then load the new customer's data by themselves.
 */
export function useCustomerSwitch(): (previousCustomerNumber: string) => Promise<void> {
  const client = useQueryClient();
  return (previous) => client.cancelQueries({ queryKey: ["customer", previous] });
}

/**
 * The newest data a query answered, kept while a later key loads or after it failed — for views
 * that keep showing the last answer (a chart, a result list) beside a loader or an error.
 */
export function useLastData<T>(query: Pick<UseQueryResult<T, unknown>, "data" | "isPlaceholderData">): T | undefined {
  const [last, setLast] = useState<T | undefined>(undefined);
  const fresh = query.data !== undefined && !query.isPlaceholderData ? query.data : undefined;
  // kept in state, updated during render when a newer answer arrives (React's "storing information from previous renders")
  if (fresh !== undefined && fresh !== last) setLast(fresh);
  return fresh ?? last ?? query.data;
}
