/**
 * Pages while the database is down (issue 10 item 9, decision 024): proxy.ts answers 503 with
 * Retry-After and the market's text instead of a page failing half-way, probes the database at
 * most once a second while it is marked down, and lets pages through again once it answers.
 */
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dbKnownDown, noteDbDown, noteDbUp, registerDbProbe } from "@/db/availability";
import { isDbUnavailable, markUnavailable } from "@/db/errors";
import { proxy } from "@/proxy";

const page = (host: string) => new NextRequest(`http://${host}/avtal/mina-avtal`, { headers: { host } });

describe("pages while the database cannot be reached", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    noteDbUp();
  });
  afterEach(() => {
    noteDbUp();
    vi.useRealTimers();
  });

  it("costs nothing and passes through while nothing failed", async () => {
    const probe = vi.fn(() => Promise.resolve());
    registerDbProbe(probe);
    const res = await proxy(page("localhost:3000"));
    expect(res.status).toBe(200);
    expect(res.headers.get("x-middleware-next")).toBe("1");
    expect(probe).not.toHaveBeenCalled();
  });

  it("answers 503 with Retry-After and the market's text once a query found the database gone", async () => {
    const probe = vi.fn(() => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")));
    registerDbProbe(probe);
    markUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));

    const se = await proxy(page("localhost:3000"));
    expect(se.status).toBe(503);
    expect(se.headers.get("retry-after")).toBe("5");
    expect(se.headers.get("cache-control")).toBe("no-store");
    const html = await se.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain("Portalen når inte sina uppgifter just nu.");

    vi.setSystemTime(Date.now() + 1500);
    const fi = await proxy(page("portal.test.fi:3000"));
    expect(fi.status).toBe(503);
    const fiHtml = await fi.text();
    expect(fiHtml).toContain('<html lang="fi">');
    expect(fiHtml).toContain("Portaali ei juuri nyt tavoita tietojaan.");
    expect(probe).toHaveBeenCalledTimes(2);

    // within the same second no new probe
    await proxy(page("localhost:3000"));
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it("lets pages through again as soon as a probe finds the database back", async () => {
    let up = false;
    registerDbProbe(() => (up ? Promise.resolve() : Promise.reject(new Error("Connection terminated unexpectedly"))));
    noteDbDown();
    expect(await dbKnownDown()).toBe(true);
    up = true;
    vi.setSystemTime(Date.now() + 1500);
    const res = await proxy(page("localhost:3000"));
    expect(res.status).toBe(200);
    expect(await dbKnownDown()).toBe(false);
  });

  it("a fault that is not about reaching the database does not mark it down", () => {
    markUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }));
    return expect(dbKnownDown()).resolves.toBe(false);
  });

  it("the embedded server's Unix socket gone (stopped) is the database unavailable; a missing file is not", () => {
    expect(isDbUnavailable(Object.assign(new Error("connect ENOENT /tmp/.s.PGSQL.54329"), { code: "ENOENT" }))).toBe(true);
    expect(isDbUnavailable(Object.assign(new Error("ENOENT: no such file or directory, open '/data/a.pdf'"), { code: "ENOENT" }))).toBe(
      false,
    );
  });
});
