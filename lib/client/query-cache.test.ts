/**
 * The query cache's own rules (decision 106): one call per key, abort and revert, retry, invalidate,
 * forgetting unused entries, and keeping equal parts of a new answer. The React side is in query.test.tsx.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { must } from "@/tests/support/must";
import { CancelledError, QueryClient, hashKey, matchesPrefix, replaceEqualDeep } from "./query-cache";

function client(onError = vi.fn()) {
  return new QueryClient({ retry: (n, e) => n < 1 && e instanceof TypeError, retryDelay: 10, gcTime: 1000, onError });
}

/** A call the test answers by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("keys", () => {
  it("one key whatever the order of an object's properties; prefixes match from the start", () => {
    expect(hashKey(["a", { x: 1, y: 2 }])).toBe(hashKey(["a", { y: 2, x: 1 }]));
    expect(hashKey(["a", 1])).not.toBe(hashKey(["a", "1"]));
    expect(matchesPrefix(["customer", "100234", "agreements", { path: "/x" }], ["customer", "100234"])).toBe(true);
    expect(matchesPrefix(["customer", "100235", "agreements"], ["customer", "100234"])).toBe(false);
    expect(matchesPrefix(["customer"], ["customer", "100234"])).toBe(false);
    expect(matchesPrefix(["a", { path: "/x", params: null }], ["a", { path: "/x" }])).toBe(true);
  });

  it("a new answer keeps the old objects where it is equal", () => {
    const prev = { rows: [{ id: 1 }, { id: 2 }], total: 2 };
    const next = replaceEqualDeep(prev, { rows: [{ id: 1 }, { id: 3 }], total: 2 });
    expect(next).toEqual({ rows: [{ id: 1 }, { id: 3 }], total: 2 });
    expect(next.rows[0]).toBe(prev.rows[0]);
    expect(next.rows).not.toBe(prev.rows);
    expect(replaceEqualDeep(prev, { rows: [{ id: 1 }, { id: 2 }], total: 2 })).toBe(prev);
    expect(replaceEqualDeep([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
  });
});

describe("calls", () => {
  it("a second request for a key in flight joins the first call", async () => {
    const c = client();
    const q = c.get<number>(["k"]);
    const call = deferred<number>();
    const fn = vi.fn(() => call.promise);
    const a = c.fetch(q, fn);
    const b = c.fetch(q, fn);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(q.state.fetchStatus).toBe("fetching");
    call.resolve(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
    expect(q.state).toMatchObject({ data: 7, status: "success", fetchStatus: "idle", error: null });
  });

  it("a refetch aborts the call in flight and starts a new one: its answer is from after the refetch (decision 111)", async () => {
    const c = client();
    const q = c.get<string>(["favourites"]);
    const answers = [deferred<string>(), deferred<string>()];
    let n = 0;
    const fn = vi.fn((signal: AbortSignal) => {
      const call = must(answers[n++]);
      signal.addEventListener("abort", () => call.reject(new DOMException("aborted", "AbortError")));
      return call.promise;
    });
    const before = c.fetch(q, fn); // e.g. loaded with a search, still in flight when a save ends
    const after = c.refetch(q, fn); // loaded again after the save
    await expect(before).rejects.toBeInstanceOf(CancelledError);
    expect(fn).toHaveBeenCalledTimes(2);
    must(answers[1]).resolve("with the saved favourite");
    expect(await after).toBe("with the saved favourite");
    expect(q.state).toMatchObject({ data: "with the saved favourite", status: "success", fetchStatus: "idle" });
  });

  it("the last screen leaving a key aborts its call, and the entry returns to its state before the call", async () => {
    const c = client();
    const q = c.get<number>(["k"]);
    q.seed(1, 1000);
    let signal: AbortSignal | undefined;
    const unsubscribe = q.subscribe(() => {});
    const other = q.subscribe(() => {});
    const p = c.fetch(q, (s) => {
      signal = s;
      return new Promise<number>((_, reject) => s.addEventListener("abort", () => reject(new DOMException("x", "AbortError"))));
    });
    unsubscribe();
    expect(signal?.aborted).toBe(false); // another screen still shows it
    other();
    expect(signal?.aborted).toBe(true);
    await expect(p).rejects.toBeInstanceOf(CancelledError);
    expect(q.state).toMatchObject({ data: 1, dataUpdatedAt: 1000, status: "success", fetchStatus: "idle" });
  });

  it("a screen that leaves and comes back at once starts a new call; the aborted call's end changes nothing", async () => {
    const c = client();
    const q = c.get<number>(["k"]);
    const answers: ((v: number) => void)[] = [];
    const fn = (s: AbortSignal) =>
      new Promise<number>((resolve, reject) => {
        answers.push(resolve);
        s.addEventListener("abort", () => setTimeout(() => reject(new DOMException("x", "AbortError")), 5));
      });
    const leave = q.subscribe(() => {});
    const first = c.fetch(q, fn);
    leave(); // aborts the first call
    q.subscribe(() => {});
    const second = c.fetch(q, fn);
    expect(answers).toHaveLength(2);
    await expect(first).rejects.toBeInstanceOf(CancelledError);
    expect(q.state.fetchStatus).toBe("fetching"); // the first call's end did not restore "idle"
    must(answers[1])(9);
    expect(await second).toBe(9);
    expect(q.state).toMatchObject({ data: 9, status: "success", fetchStatus: "idle" });
  });

  it("cancel(prefix) aborts only the calls under the prefix; a cancelled call is not reported as a failure", async () => {
    const onError = vi.fn();
    const c = client(onError);
    const hanging = (s: AbortSignal) => new Promise<number>((_, reject) => s.addEventListener("abort", () => reject(new Error("aborted"))));
    const a = c.fetch(c.get<number>(["customer", "1", "x"]), hanging);
    const b = c.fetch(c.get<number>(["customer", "2", "x"]), () => Promise.resolve(2));
    await c.cancel(["customer", "1"]);
    await expect(a).rejects.toBeInstanceOf(CancelledError);
    expect(await b).toBe(2);
    expect(c.get(["customer", "1", "x"]).state.status).toBe("pending");
    expect(onError).not.toHaveBeenCalled();
  });

  it("a transient failure is tried once more; a failure after that is reported once and keeps the data", async () => {
    const onError = vi.fn();
    const c = client(onError);
    const q = c.get<number>(["k"]);
    q.seed(5, 1);
    const fn = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(c.fetch(q, fn, "[k]")).rejects.toBeInstanceOf(TypeError);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[2]).toBe("[k]");
    expect(q.state).toMatchObject({ data: 5, status: "error" });
    expect(q.state.errorUpdatedAt).toBeGreaterThan(0);

    const other = vi.fn(() => Promise.reject(new Error("500")));
    await expect(c.fetch(c.get(["k2"]), other)).rejects.toThrow("500");
    expect(other).toHaveBeenCalledTimes(1);
  });

  it("invalidate loads again the entries on screen and marks the others stale", async () => {
    const c = client();
    const shown = c.get<number>(["customer", "1", "agreements", "grain"]);
    const hidden = c.get<number>(["customer", "1", "agreements", "seed"]);
    let n = 0;
    await c.fetch(shown, () => Promise.resolve(++n));
    await c.fetch(hidden, () => Promise.resolve(100));
    shown.subscribe(() => {});
    expect(shown.isStale(60_000)).toBe(false);
    await c.invalidate(["customer", "1", "agreements"]);
    expect(shown.state.data).toBe(2);
    expect(shown.isStale(60_000)).toBe(false);
    expect(hidden.state.data).toBe(100);
    expect(hidden.isStale(60_000)).toBe(true);
  });

  it("an entry nobody shows is forgotten after gcTime; one on screen is kept", async () => {
    vi.useFakeTimers();
    const c = client();
    const kept = c.get<number>(["a"]);
    kept.subscribe(() => {});
    await c.fetch(c.get<number>(["b"]), () => Promise.resolve(1));
    vi.advanceTimersByTime(1001);
    expect(c.find([])).toEqual([kept]);
  });
});
