import { describe, expect, it } from "vitest";
import type { DbOrTx } from "@/db";
import { withSearchCache } from "./cache";
import type { SearchEngine, SearchQuery, SearchResults, SearchViewer, Suggestion } from "./index";

const POOL = { pool: true } as unknown as DbOrTx;
const TX = { tx: true } as unknown as DbOrTx;
const farmer: SearchViewer = { market: "fi", store: false, admin: false, customerNumbers: ["2", "1"] };
const sameFarmer: SearchViewer = { market: "fi", store: false, admin: false, customerNumbers: ["1", "2"] };
const store: SearchViewer = { market: "fi", store: true, admin: false, customerNumbers: [] };
const q: SearchQuery = { query: "vilja", page: 1, pageSize: 10, publishYear: 2000, pageTypes: [], categories: [], orderBy: "relevance" };

/** An engine that counts its calls and answers with the call's number. */
function counting() {
  const calls = { search: 0, suggest: 0 };
  let release: (() => void) | null = null;
  let gate: Promise<void> | null = null;
  const engine: SearchEngine = {
    kind: "fake",
    index: async () => {},
    remove: async () => {},
    search: async (): Promise<SearchResults> => {
      const n = ++calls.search;
      if (gate) await gate;
      return { total: n, hits: [], years: [], types: [], categories: [] };
    },
    suggest: (): Promise<Suggestion[]> => {
      const n = ++calls.suggest;
      return Promise.resolve([{ type: "news", url: `/${n}`, name: `#${n}` }]);
    },
  };
  return {
    engine,
    calls,
    hold() {
      gate = new Promise((r) => (release = r));
    },
    let() {
      gate = null;
      release?.();
    },
  };
}

function setup(ttlMs = 10_000, maxEntries = 100) {
  const f = counting();
  let t = 1_000;
  const cache = withSearchCache(f.engine, { ttlMs, maxEntries, now: () => t, inTransaction: (db) => db === TX });
  return { ...f, cache, tick: (ms: number) => (t += ms) };
}

describe("search answer cache (decision 098)", () => {
  it("answers the same question for the same visibility from the cache until the time is up", async () => {
    const s = setup();
    expect((await s.cache.search(POOL, farmer, q)).total).toBe(1);
    expect((await s.cache.search(POOL, sameFarmer, q)).total).toBe(1);
    s.tick(9_999);
    expect((await s.cache.search(POOL, farmer, q)).total).toBe(1);
    s.tick(1);
    expect((await s.cache.search(POOL, farmer, q)).total).toBe(2);
    expect(s.calls.search).toBe(2);
  });

  it("keys on the viewer's visibility and every argument", async () => {
    const s = setup();
    await s.cache.search(POOL, farmer, q);
    await s.cache.search(POOL, store, q);
    await s.cache.search(POOL, { ...farmer, customerNumbers: ["1"] }, q);
    await s.cache.search(POOL, farmer, { ...q, page: 2 });
    await s.cache.search(POOL, farmer, { ...q, categories: ["Vilja"] });
    expect(s.calls.search).toBe(5);
    await s.cache.suggest(POOL, farmer, "vilja", 50);
    await s.cache.suggest(POOL, farmer, "vilja", 10);
    await s.cache.suggest(POOL, farmer, "vilja", 50);
    expect(s.calls.suggest).toBe(2);
  });

  it("a write through the engine empties it at once", async () => {
    const s = setup();
    await s.cache.suggest(POOL, farmer, "vilja", 50);
    await s.cache.index(POOL, []);
    expect((await s.cache.suggest(POOL, farmer, "vilja", 50))[0]?.name).toBe("#2");
    await s.cache.remove(POOL, "news", ["1"]);
    expect((await s.cache.suggest(POOL, farmer, "vilja", 50))[0]?.name).toBe("#3");
  });

  it("an answer read while a write happened is not kept", async () => {
    const s = setup();
    s.hold();
    const pending = s.cache.search(POOL, farmer, q);
    await s.cache.index(POOL, []);
    s.let();
    expect((await pending).total).toBe(1);
    expect((await s.cache.search(POOL, farmer, q)).total).toBe(2);
  });

  it("concurrent asks share one engine call", async () => {
    const s = setup();
    s.hold();
    const all = Promise.all(Array.from({ length: 20 }, () => s.cache.search(POOL, farmer, q)));
    s.let();
    expect((await all).map((r) => r.total)).toEqual(Array(20).fill(1));
    expect(s.calls.search).toBe(1);
  });

  it("reads in a transaction neither use nor fill it", async () => {
    const s = setup();
    await s.cache.search(POOL, farmer, q);
    expect((await s.cache.search(TX, farmer, q)).total).toBe(2);
    expect((await s.cache.search(POOL, farmer, q)).total).toBe(1);
  });

  it("does not keep a failure", async () => {
    const s = setup();
    let fail = true;
    const engine: SearchEngine = {
      ...s.engine,
      suggest: () => (fail ? Promise.reject(new Error("down")) : Promise.resolve([])),
    };
    const cache = withSearchCache(engine, { ttlMs: 10_000, maxEntries: 10, inTransaction: () => false });
    await expect(cache.suggest(POOL, farmer, "vilja", 50)).rejects.toThrow("down");
    await Promise.resolve();
    fail = false;
    await expect(cache.suggest(POOL, farmer, "vilja", 50)).resolves.toEqual([]);
  });

  it("holds at most maxEntries answers, dropping the oldest; ttl 0 turns it off", async () => {
    const s = setup(10_000, 3);
    for (const w of ["a1", "a2", "a3", "a4"]) await s.cache.suggest(POOL, farmer, w, 50);
    expect(s.cache.size()).toBe(3);
    await s.cache.suggest(POOL, farmer, "a1", 50);
    expect(s.calls.suggest).toBe(5);
    const off = setup(0);
    await off.cache.search(POOL, farmer, q);
    await off.cache.search(POOL, farmer, q);
    expect(off.calls.search).toBe(2);
    expect(off.cache.size()).toBe(0);
  });

  it("tells the other server processes after every write through it (decision 097), also a failed one", async () => {
    const f = counting();
    let told = 0;
    const cache = withSearchCache(f.engine, { ttlMs: 10_000, maxEntries: 10, inTransaction: () => false, afterWrite: () => told++ });
    await cache.index(POOL, []);
    await cache.remove(POOL, "news", ["1"]);
    f.engine.index = () => Promise.reject(new Error("db away"));
    await expect(cache.index(POOL, [])).rejects.toThrow("db away");
    expect(told).toBe(3);
    await cache.search(POOL, farmer, q);
    expect(told).toBe(3);
  });
});
