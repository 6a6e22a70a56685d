// @vitest-environment jsdom
/**
 * The client data layer (decision 023): retry rules, keys, cancellation when the customer in the
 * key changes or a newer search replaces an older one, one log line per failure, and <QueryState>.
 * `fetch` is replaced by a controllable fake: each call waits until the test answers it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { act, screen, waitFor } from "@testing-library/react";
import { StrictMode, useContext, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "@/components/providers/query-provider";
import { QueryState } from "@/components/providers/query-state";
import { must } from "@/tests/support/must";
import { renderUi } from "@/tests/support/render-ui";
import { ApiError } from "./api-fetch";
import { useApiMutation as useApiMutationOnly } from "./mutation";
import { QueryClientContext } from "./query-context";
import {
  createQueryClient,
  customerKey,
  isAbort,
  isTransient,
  retryQuery,
  useApiFetch,
  useApiMutation,
  useApiQuery,
  withQuery,
} from "./query";

interface Call {
  url: string;
  body: unknown;
  signal: AbortSignal | undefined;
  /** resolves the call; the returned promise lets act() flush what follows */
  answer: (status: number, json: unknown) => Promise<void>;
}

let calls: Call[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    "fetch",
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init.signal ?? undefined;
        signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        calls.push({
          url,
          body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
          signal,
          answer: (status, json) => {
            resolve(new Response(JSON.stringify(json), { status, headers: { "content-type": "application/json" } }));
            return Promise.resolve();
          },
        });
      }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fail = (status: number) => ({ error: { code: status === 503 ? "UNAVAILABLE" : "INTERNAL", message: "", requestId: "r1" } });

describe("retry and key rules", () => {
  it("retries a query once, and only for a transient failure; never a mutation", () => {
    expect(isTransient(new ApiError(503, { code: "UNAVAILABLE", message: "" }))).toBe(true);
    expect(isTransient(new TypeError("Failed to fetch"))).toBe(true);
    expect(isTransient(new ApiError(500, { code: "INTERNAL", message: "" }))).toBe(false);
    expect(isTransient(new ApiError(409, { code: "CONFLICT", message: "" }))).toBe(false);
    expect(isTransient(new DOMException("aborted", "AbortError"))).toBe(false);
    expect(retryQuery(0, new TypeError("x"))).toBe(true);
    expect(retryQuery(1, new TypeError("x"))).toBe(false);
    expect(createQueryClient().options.retry).toBe(retryQuery);
  });

  it("puts the customer number second in customer keys and leaves empty parameters out of query strings", () => {
    expect(customerKey("100234", "agreements", "grain")).toEqual(["customer", "100234", "agreements", "grain"]);
    expect(customerKey(null, "upcoming-deliveries")).toEqual(["customer", "none", "upcoming-deliveries"]);
    expect(withQuery("/api/x", { a: 1, b: undefined, c: null, d: "å b" })).toBe("/api/x?a=1&d=%C3%A5+b");
    expect(withQuery("/api/x?z=1", { a: true })).toBe("/api/x?z=1&a=true");
  });
});

function Agreements({ customer }: { customer: string }) {
  const q = useApiQuery<{ rows: string[] }>(
    customerKey(customer, "agreements", "grain"),
    "/api/myagreements/grain",
    { activeCustomerNumber: customer },
    { log: "[agreements] grain section" },
  );
  return (
    <QueryState query={q} loading="Hämtar…" errorText="agreements.section.failed">
      {(d) => <p>{d.rows.join(",")}</p>}
    </QueryState>
  );
}

function Switcher() {
  const [customer, setCustomer] = useState("100234");
  return (
    <>
      <button type="button" onClick={() => setCustomer("100235")}>
        Byt
      </button>
      <Agreements customer={customer} />
    </>
  );
}

describe("useApiQuery", () => {
  it("switching the customer aborts the previous customer's call and loads the new one's", async () => {
    const { user } = renderUi(
      <QueryProvider>
        <Switcher />
      </QueryProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole("status").textContent).toContain("Hämtar…");
    const first = must(calls[0]);
    expect(first.body).toEqual({ activeCustomerNumber: "100234" });
    await user.click(screen.getByRole("button", { name: "Byt" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(first.signal?.aborted).toBe(true);
    expect(must(calls[1]).body).toEqual({ activeCustomerNumber: "100235" });
    await act(() => must(calls[1]).answer(200, { rows: ["210201"] }));
    expect(await screen.findByText("210201")).toBeTruthy();
  });

  it("a screen mounted twice at once (StrictMode) aborts the first call, keeps the second and shows its data", async () => {
    renderUi(
      <StrictMode>
        <QueryProvider>
          <Agreements customer="100234" />
        </QueryProvider>
      </StrictMode>,
    );
    // the first mount's call may be aborted before it reaches fetch; exactly one call stays open
    await waitFor(() => expect(calls.filter((c) => !c.signal?.aborted)).toHaveLength(1));
    const live = must(calls.find((c) => !c.signal?.aborted));
    await act(() => live.answer(200, { rows: ["210201"] }));
    expect(await screen.findByText("210201")).toBeTruthy();
    expect(calls.filter((c) => !c.signal?.aborted)).toHaveLength(1);
  });

  it("a failure shows the screen's text and is logged once; a 500 is not retried, a 503 once", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderUi(
      <QueryProvider>
        <Agreements customer="100234" />
      </QueryProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => must(calls[0]).answer(503, fail(503)));
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 2000 });
    await act(() => must(calls[1]).answer(500, fail(500)));
    expect((await screen.findByRole("alert")).textContent).toContain("Avtalen kunde inte hämtas just nu.");
    expect(calls).toHaveLength(2);
    expect(log.mock.calls.filter((c) => String(c[0]).includes("[agreements] grain section failed"))).toHaveLength(1);
  });
});

function Booking({ onResult }: { onResult: (r: unknown) => void }) {
  const save = useApiMutation<{ ok: boolean }>("/api/time-booking/MakeReservation");
  return (
    <button type="button" onClick={() => save.mutateAsync({ Qty: 1 }).then(onResult, onResult)}>
      Spara
    </button>
  );
}

function Search({ onResult }: { onResult: (r: unknown) => void }) {
  const api = useApiFetch();
  const key = customerKey("100234", "time-booking", "reference");
  const run = (reference: string) =>
    api
      .cancel(key)
      .then(() =>
        api.fetch(key, "/api/time-booking/LoadResourceGroupsForBookingReference", { bookingReference: reference }).then(onResult, onResult),
      );
  return (
    <>
      <button type="button" onClick={() => void run("A")}>
        Sök A
      </button>
      <button type="button" onClick={() => void run("B")}>
        Sök B
      </button>
    </>
  );
}

describe("useApiMutation and useApiFetch", () => {
  it("a state change is sent once, also when the service is briefly unavailable", async () => {
    const results: unknown[] = [];
    const { user } = renderUi(
      <QueryProvider>
        <Booking onResult={(r) => results.push(r)} />
      </QueryProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Spara" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => must(calls[0]).answer(503, fail(503)));
    await waitFor(() => expect(results).toHaveLength(1));
    expect(results[0]).toBeInstanceOf(ApiError);
    await new Promise((r) => setTimeout(r, 600));
    expect(calls).toHaveLength(1);
  });

  it("a newer search aborts the older one, which ends as an abort", async () => {
    const results: unknown[] = [];
    const { user } = renderUi(
      <QueryProvider>
        <Search onResult={(r) => results.push(r)} />
      </QueryProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Sök A" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Sök B" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(must(calls[0]).signal?.aborted).toBe(true);
    await waitFor(() => expect(results).toHaveLength(1));
    expect(isAbort(results[0])).toBe(true);
    await act(() => must(calls[1]).answer(200, { found: "B" }));
    await waitFor(() => expect(results).toHaveLength(2));
    expect(results[1]).toEqual({ found: "B" });
  });
});

function Paged() {
  const [page, setPage] = useState(1);
  const rows = useApiQuery<{ rows: string[] }>(["paged"], "/api/rows", { page }, { keepPrevious: true });
  const save = useApiMutation("/api/save", { invalidates: [["paged"]] });
  return (
    <>
      <button type="button" onClick={() => setPage(2)}>
        Nästa
      </button>
      <button type="button" onClick={() => void save.mutateAsync({})}>
        Spara
      </button>
      <p data-testid="rows" data-placeholder={String(rows.isPlaceholderData)}>
        {rows.data?.rows.join(",") ?? "–"}
      </p>
    </>
  );
}

describe("keepPrevious and invalidates", () => {
  it("shows the previous page while the next loads, and a saved change loads the page on screen again", async () => {
    const { user } = renderUi(
      <QueryProvider>
        <Paged />
      </QueryProvider>,
    );
    const rows = () => screen.getByTestId("rows");
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => must(calls[0]).answer(200, { rows: ["a"] }));
    await waitFor(() => expect(rows().textContent).toBe("a"));

    await user.click(screen.getByRole("button", { name: "Nästa" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(must(calls[1]).body).toEqual({ page: 2 });
    expect(rows().textContent).toBe("a");
    expect(rows().dataset.placeholder).toBe("true");
    await act(() => must(calls[1]).answer(200, { rows: ["b"] }));
    await waitFor(() => expect(rows().textContent).toBe("b"));
    expect(rows().dataset.placeholder).toBe("false");

    await user.click(screen.getByRole("button", { name: "Spara" }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(must(calls[2]).url).toBe("/api/save");
    await act(() => must(calls[2]).answer(200, { ok: true }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(must(calls[3]).body).toEqual({ page: 2 });
    await act(() => must(calls[3]).answer(200, { rows: ["c"] }));
    await waitFor(() => expect(rows().textContent).toBe("c"));
  });
});

/** The modules a file imports at run time (not `import type`), followed through ./ and @/ paths. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  const root = path.resolve(__dirname, "../..");
  const text = readFileSync(file, "utf8");
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gms)) {
    const spec = m[1] as string;
    if (!spec.startsWith(".") && !spec.startsWith("@/")) continue;
    const base = spec.startsWith("@/") ? path.join(root, spec.slice(2)) : path.resolve(path.dirname(file), spec);
    const found = [".ts", ".tsx"].map((e) => base + e).find((f) => existsSync(f));
    if (!found || seen.has(found)) continue;
    seen.add(found);
    runtimeImports(found, seen);
  }
  return seen;
}

function Saver({ onClient }: { onClient: (client: unknown) => void }) {
  const holder = useContext(QueryClientContext);
  const save = useApiMutationOnly("/api/save", { invalidates: [["paged"]] });
  return (
    <button type="button" onClick={() => void save.mutateAsync({}).then(() => onClient(holder?.client ?? null))}>
      Spara
    </button>
  );
}

describe("a page that saves but does not query (decision 111)", () => {
  it("loads neither the query hooks nor the cache with the provider or the mutation hook", () => {
    const provider = path.resolve(__dirname, "../../components/providers/query-provider.tsx");
    for (const file of [provider, path.resolve(__dirname, "mutation.ts")]) {
      const names = [...runtimeImports(file)].map((f) => path.basename(f));
      expect(names).not.toContain("query.ts");
      expect(names).not.toContain("query-cache.ts");
    }
  });

  it("saves without making a query client (nothing is cached, so nothing is stale)", async () => {
    const clients: unknown[] = [];
    const { user } = renderUi(
      <QueryProvider>
        <Saver onClient={(c) => clients.push(c)} />
      </QueryProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Spara" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => must(calls[0]).answer(200, { ok: true }));
    await waitFor(() => expect(clients).toEqual([null]));
    expect(calls).toHaveLength(1);
  });
});
