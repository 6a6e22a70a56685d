/**
 * The query cache under the portal's client data layer (decisions 023 and 106): one entry per key,
 * its state, the call in flight and the components that show it. No framework: `query.ts` binds it
 * to React with useSyncExternalStore.
 *
 * What it does, and nothing more (the subset of TanStack Query the portal used):
 * - one call at a time per key: a second request for a key in flight gets the same promise;
 * - each call gets an AbortSignal; it is aborted when the last component showing the key goes away
 *   (a key that changed, a closed screen) or by `cancel(prefix)`, and the entry then returns to the
 *   state it had before the call (an abort is not a failure);
 * - a failed call is tried again once after `retryDelay` when `retry` says so (a transient failure);
 * - `invalidate(prefix)` marks entries stale and loads again those that are on screen;
 * - an entry nobody shows is dropped after `gcTime`;
 * - a new answer equal in parts to the old one keeps the old objects (so effects and memos that
 *   depend on them do not run again for nothing).
 */

import { CancelledError } from "./call-errors";

export type QueryKey = readonly unknown[];
export type QueryStatus = "pending" | "error" | "success";
export type FetchStatus = "fetching" | "idle";

export interface QueryData<T> {
  data: T | undefined;
  /** when the data arrived (ms since the epoch; 0 = never) */
  dataUpdatedAt: number;
  error: unknown;
  /** when the last failure happened (0 = never) */
  errorUpdatedAt: number;
  status: QueryStatus;
  fetchStatus: FetchStatus;
}

export type QueryFn<T> = (signal: AbortSignal) => Promise<T>;

// defined beside isAbort (call-errors.ts), which a page that only saves loads without the cache
export { CancelledError };

export interface QueryClientOptions {
  /** failures so far (0 after the first) and the error: try again? */
  retry: (failureCount: number, error: unknown) => boolean;
  retryDelay: number;
  gcTime: number;
  /** a query's call failed (not cancelled), after its retries; `log` is the query's log prefix */
  onError?: (error: unknown, key: QueryKey, log: string | undefined) => void;
}

const noop = () => {};

/** A key as text; object properties sorted, so `{a, b}` and `{b, a}` are one key. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, v: unknown) =>
    isPlainObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/** `key` starts with `prefix` (objects in the prefix match by the properties they name). */
export function matchesPrefix(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((p, i) => partialMatch(key[i], p));
}

function partialMatch(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object") return false;
  return Object.keys(b).every((k) => partialMatch((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== "object" || v === null) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** `next`, but with every part that equals the same part of `prev` replaced by prev's object. */
export function replaceEqualDeep<T>(prev: unknown, next: T): T {
  if (prev === next) return prev as T;
  const arrays = Array.isArray(prev) && Array.isArray(next);
  if (!arrays && !(isPlainObject(prev) && isPlainObject(next))) return next;
  const p = prev as Record<string, unknown>;
  const n = next as Record<string, unknown>;
  const keys = Object.keys(n);
  const out: Record<string, unknown> = arrays ? ([] as unknown as Record<string, unknown>) : {};
  let same = keys.length === Object.keys(p).length;
  for (const k of keys) {
    out[k] = replaceEqualDeep(p[k], n[k]);
    if (out[k] !== p[k] || !(k in p)) same = false;
  }
  return (same ? prev : out) as T;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new CancelledError());
      },
      { once: true },
    );
  });
}

interface Run<T> {
  promise: Promise<T>;
  controller: AbortController;
  /** the state before the call, restored when it is cancelled */
  before: QueryData<T>;
}

/** One key's entry. `subscribe` and `getState` are bound, for useSyncExternalStore. */
export class Query<T = unknown> {
  state: QueryData<T> = { data: undefined, dataUpdatedAt: 0, error: null, errorUpdatedAt: 0, status: "pending", fetchStatus: "idle" };
  /** marked by invalidate(): loaded again on the next mount whatever its age */
  invalidated = false;
  /** the last function that loaded it (invalidate() loads again with it) */
  fn: QueryFn<T> | undefined;
  log: string | undefined;
  run: Run<T> | undefined;
  private readonly listeners = new Set<() => void>();
  private gcTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly client: QueryClient,
    readonly key: QueryKey,
    readonly hash: string,
  ) {
    this.scheduleGc();
  }

  readonly getState = (): QueryData<T> => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    clearTimeout(this.gcTimer);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.run?.controller.abort(); // nobody waits for it any more
      this.scheduleGc();
    };
  };

  get observed(): boolean {
    return this.listeners.size > 0;
  }

  /** data the page rendered on the server, for an entry that has none yet (no listener is told) */
  seed(data: T, updatedAt: number | undefined): void {
    if (this.state.data !== undefined || this.run) return;
    this.state = { ...this.state, data, dataUpdatedAt: updatedAt ?? Date.now(), error: null, status: "success" };
  }

  /** older than `staleTime` ms, never loaded, or invalidated */
  isStale(staleTime: number): boolean {
    return this.invalidated || this.state.status !== "success" || Date.now() - this.state.dataUpdatedAt >= staleTime;
  }

  set(state: QueryData<T>): void {
    this.state = state;
    for (const listener of [...this.listeners]) listener();
  }

  scheduleGc(): void {
    clearTimeout(this.gcTimer);
    this.gcTimer = setTimeout(() => {
      if (!this.observed && !this.run) this.client.remove(this);
    }, this.client.options.gcTime);
  }
}

export class QueryClient {
  private readonly queries = new Map<string, Query<unknown>>();

  constructor(readonly options: QueryClientOptions) {}

  /** The entry of `key`, made when missing. */
  get<T>(key: QueryKey, hash = hashKey(key)): Query<T> {
    let query = this.queries.get(hash) as Query<T> | undefined;
    if (!query) {
      query = new Query<T>(this, key, hash);
      this.queries.set(hash, query);
    }
    return query;
  }

  remove(query: Query<unknown>): void {
    if (this.queries.get(query.hash) === query) this.queries.delete(query.hash);
  }

  find(prefix: QueryKey): Query<unknown>[] {
    return [...this.queries.values()].filter((q) => matchesPrefix(q.key, prefix));
  }

  /**
   * Loads `query` with `fn`, or joins the call already in flight. Rejects with the failure, or a
   * CancelledError. A call that was aborted is not joined: a screen that left and came back at once
   * (React's StrictMode, a quick remount) starts a new one, and the aborted call's end changes nothing.
   */
  fetch<T>(query: Query<T>, fn: QueryFn<T> | undefined = query.fn, log: string | undefined = query.log): Promise<T> {
    const current = query.run;
    if (current && !current.controller.signal.aborted) return current.promise;
    if (!fn) return Promise.reject(new Error(`No query function for ${query.hash}`));
    query.fn = fn;
    query.log = log;
    const controller = new AbortController();
    const attempt = async (): Promise<T> => {
      for (let failures = 0; ; failures++) {
        try {
          return await fn(controller.signal);
        } catch (error) {
          if (controller.signal.aborted) throw new CancelledError();
          if (!this.options.retry(failures, error)) throw error;
          await wait(this.options.retryDelay, controller.signal);
        }
      }
    };
    const settle = () => {
      const mine = query.run === run;
      if (mine) query.run = undefined;
      if (!query.observed) query.scheduleGc();
      return mine;
    };
    const promise = attempt().then(
      (data) => {
        if (!settle()) return data;
        query.invalidated = false;
        query.set({
          ...query.state,
          data: replaceEqualDeep(query.state.data, data),
          dataUpdatedAt: Date.now(),
          error: null,
          status: "success",
          fetchStatus: "idle",
        });
        return data;
      },
      (error: unknown) => {
        if (!settle()) throw error;
        if (error instanceof CancelledError) query.set({ ...run.before, fetchStatus: "idle" });
        else {
          query.set({ ...query.state, error, errorUpdatedAt: Date.now(), status: "error", fetchStatus: "idle" });
          this.options.onError?.(error, query.key, query.log);
        }
        throw error;
      },
    );
    // replacing an aborted call: a cancel restores the state from before that one
    const run: Run<T> = { promise, controller, before: current ? current.before : query.state };
    query.run = run;
    query.set({ ...query.state, fetchStatus: "fetching" });
    return promise;
  }

  /**
   * Loads `query` anew (a screen's refetch, decision 111): a call in flight is aborted first, so the
   * answer is from after this moment — a refetch after a change must not join a call that started
   * before it (the grain price favourites showed the list from before the star's save).
   */
  async refetch<T>(query: Query<T>, fn: QueryFn<T> | undefined = query.fn, log: string | undefined = query.log): Promise<T> {
    const run = query.run;
    if (run) {
      run.controller.abort();
      await run.promise.catch(noop);
    }
    return this.fetch(query, fn, log);
  }

  /** Aborts every call in flight under `prefix`; resolves when they have ended. */
  async cancel(prefix: QueryKey): Promise<void> {
    const runs = this.find(prefix).flatMap((q) => (q.run ? [q.run] : []));
    for (const run of runs) run.controller.abort();
    await Promise.all(runs.map((run) => run.promise.catch(noop)));
  }

  /** Marks every entry under `prefix` stale and loads again those on screen (a call in flight is restarted). */
  async invalidate(prefix: QueryKey): Promise<void> {
    const shown = this.find(prefix).filter((q) => {
      q.invalidated = true;
      return q.observed;
    });
    await Promise.all(shown.map((q) => this.refetch(q).catch(noop)));
  }
}
