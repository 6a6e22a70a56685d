import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createIdleCollector,
  installIdleCollection,
  youngGeneration,
  youngGenerationCollector,
  type IdleCollectorDeps,
} from "./idle-collection";

/** deps whose `later` only queues: the test runs the queued checks itself */
function fakeDeps(used: number, capacity = 16_000_000) {
  const queued: (() => void)[] = [];
  const young = { used, capacity };
  let collected = 0;
  const deps: IdleCollectorDeps = {
    collect: () => {
      collected++;
      young.used = 0;
    },
    youngGeneration: () => ({ ...young }),
    later: (fn) => queued.push(fn),
  };
  const runLater = () => queued.splice(0).forEach((fn) => fn());
  return { deps, young, queued, runLater, collected: () => collected };
}

describe("createIdleCollector (decision 118)", () => {
  it("collects once the last request in flight has ended, later, and only then", () => {
    const f = fakeDeps(8_000_000);
    const c = createIdleCollector(f.deps);
    c.started();
    c.started();
    c.ended();
    expect(f.queued).toHaveLength(0); // one still in flight
    c.ended();
    expect(f.collected()).toBe(0); // not inside the request's own callback
    expect(f.queued).toHaveLength(1);
    f.runLater();
    expect(f.collected()).toBe(1);
    expect(c.collections).toBe(1);
  });

  it("does not collect when a request arrived before the check ran", () => {
    const f = fakeDeps(8_000_000);
    const c = createIdleCollector(f.deps);
    c.started();
    c.ended();
    c.started();
    f.runLater();
    expect(f.collected()).toBe(0);
    c.ended();
    f.runLater();
    expect(f.collected()).toBe(1);
  });

  it("does not collect a young generation a quarter full or less", () => {
    const f = fakeDeps(4_000_000, 16_000_000);
    const c = createIdleCollector(f.deps);
    c.started();
    c.ended();
    f.runLater();
    expect(f.collected()).toBe(0);
    f.young.used = 4_000_001;
    c.started();
    c.ended();
    f.runLater();
    expect(f.collected()).toBe(1);
  });

  it("queues one check at a time, and a stray end does not go below zero", () => {
    const f = fakeDeps(8_000_000);
    const c = createIdleCollector(f.deps);
    c.ended();
    c.ended();
    expect(c.inFlight).toBe(0);
    expect(f.queued).toHaveLength(1);
    f.runLater();
    expect(f.collected()).toBe(1);
  });
});

describe("V8's young-generation collector", () => {
  it("is callable without --expose-gc, leaves no global gc, and empties the young generation", () => {
    const collect = youngGenerationCollector();
    expect(collect).toBeTypeOf("function");
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    const garbage = Array.from({ length: 20_000 }, (_, i) => ({ i, s: `x${i}` }));
    expect(garbage).toHaveLength(20_000);
    const before = youngGeneration();
    expect(before.capacity).toBeGreaterThan(0);
    collect!();
    expect(youngGeneration().used).toBeLessThan(before.used);
  });
});

describe("installIdleCollection on a real HTTP server", () => {
  class CountedServer extends http.Server {}
  const f = fakeDeps(12_000_000);
  let server: CountedServer;
  let port = 0;
  let release: (() => void) | null = null;

  beforeAll(async () => {
    installIdleCollection([CountedServer], { env: {}, deps: f.deps });
    installIdleCollection([CountedServer], { env: {}, deps: f.deps }); // idempotent: counted once
    server = new CountedServer((req, res) => {
      if (req.url === "/slow") release = () => res.end("slow");
      else res.end("ok");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const get = (path: string) =>
    new Promise<string>((done, fail) => {
      http
        .get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => done(body));
        })
        .on("error", fail);
    });

  it("collects after the reply when nothing else is in flight, not while a request is", async () => {
    const slow = get("/slow");
    await new Promise((r) => setTimeout(r, 50));
    expect(await get("/")).toBe("ok");
    f.runLater();
    expect(f.collected()).toBe(0); // the slow request is still in flight
    release!();
    expect(await slow).toBe("slow");
    await new Promise((r) => setTimeout(r, 20));
    f.runLater();
    expect(f.collected()).toBe(1);
  });

  it("is off with PORTAL_IDLE_GC=0", () => {
    class Other extends http.Server {}
    expect(installIdleCollection([Other], { env: { PORTAL_IDLE_GC: "0" }, deps: fakeDeps(1).deps })).toBeNull();
    expect(Object.hasOwn(Other.prototype, "emit")).toBe(false);
  });
});
