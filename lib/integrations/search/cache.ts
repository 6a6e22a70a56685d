/**
 * A short-lived cache of search results and suggestions in front of any engine (decision 098).
 * During a working day many users type the same first letters and ask the same questions; the
 * answer changes only when content is published, changed or removed.
 *
 * - Key: the call, the viewer's visibility (market, store/admin, own customer numbers) and every
 *   argument, so two viewers share an answer only when they may find the same entries.
 * - A write through this engine (`index`, `remove`) empties the cache at once in this process;
 *   another app instance's write, or an entry whose publish time arrives, shows within `ttlMs`.
 * - Reads inside a transaction are never cached or answered from the cache: they may see the
 *   transaction's own uncommitted writes.
 * - Concurrent asks for one key share one engine call (no stampede after an expiry).
 * - At most `maxEntries` answers; the oldest goes first.
 * Callers must not change a returned object (the callers map it into a reply).
 */
import type { DbOrTx } from "@/db";
import type { SearchEngine, SearchViewer } from "./index";

export interface SearchCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** for tests */
  now?: () => number;
  /** true when `db` is a transaction (its reads are not shared) */
  inTransaction: (db: DbOrTx) => boolean;
  /** after a write through the engine (and the cache emptied): e.g. tell the other server processes */
  afterWrite?: () => void;
}

interface Entry {
  until: number;
  value: Promise<unknown>;
}

function viewerKey(v: SearchViewer): string {
  return JSON.stringify([v.market, v.store, v.admin, [...v.customerNumbers].sort()]);
}

export function withSearchCache(inner: SearchEngine, opts: SearchCacheOptions): SearchEngine & { clear(): void; size(): number } {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let generation = 0;

  function cached<T>(db: DbOrTx, key: string, load: () => Promise<T>): Promise<T> {
    if (opts.ttlMs <= 0 || opts.inTransaction(db)) return load();
    const t = now();
    const hit = entries.get(key);
    if (hit && hit.until > t) return hit.value as Promise<T>;
    if (hit) entries.delete(key);
    const started = generation;
    const value = load();
    const entry: Entry = { until: t + opts.ttlMs, value };
    entries.set(key, entry);
    if (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value as string);
    // a failure is not remembered, nor an answer read while a write emptied the cache
    value.then(
      () => {
        if (generation !== started && entries.get(key) === entry) entries.delete(key);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return value;
  }

  function clear() {
    generation++;
    entries.clear();
  }

  function written() {
    clear();
    opts.afterWrite?.();
  }

  return {
    kind: inner.kind,
    async index(db, list) {
      clear();
      try {
        await inner.index(db, list);
      } finally {
        written();
      }
    },
    async remove(db, source, ids) {
      clear();
      try {
        await inner.remove(db, source, ids);
      } finally {
        written();
      }
    },
    search: (db, viewer, q) => cached(db, JSON.stringify(["search", viewerKey(viewer), q]), () => inner.search(db, viewer, q)),
    suggest: (db, viewer, query, count) =>
      cached(db, JSON.stringify(["suggest", viewerKey(viewer), query, count]), () => inner.suggest(db, viewer, query, count)),
    clear,
    size: () => entries.size,
  };
}
