import { describe, expect, it } from "vitest";
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  isSourceReply,
  PAGE_SIZES,
  parseTableState,
  readCookie,
  sameTableState,
  serializeTableState,
  sourceStateFromCookie,
  sourceUrl,
  tableCookie,
  tableCookieName,
  TABLE_COOKIE_MAX_AGE,
} from "./table-state";

describe("data table state (spec 1 §9)", () => {
  it("page sizes 10, 25, 50, 100 with 10 by default", () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it("remembers the state in a cookie for 7200 seconds per table id", () => {
    expect(TABLE_COOKIE_MAX_AGE).toBe(7200);
    const c = tableCookie("orders", { page: 2, pageSize: 25, sort: "date", dir: "desc" });
    expect(c).toMatch(/^dt_orders=/);
    expect(c).toContain("Max-Age=7200");
    expect(c).toContain("Path=/");
    expect(tableCookieName("a b/c")).toBe("dt_a_b_c");
  });

  it("reads back what it wrote", () => {
    const state = { page: 3, pageSize: 50, sort: "name", dir: "asc" as const };
    const cookie = `x=1; ${tableCookie("t1", state).split(";")[0]}; y=2`;
    expect(parseTableState(readCookie(cookie, "dt_t1"))).toEqual(state);
  });

  it("drops invalid parts of a remembered state", () => {
    const raw = serializeTableState({ page: 0, pageSize: 33, sort: "secret", dir: "asc" });
    expect(parseTableState(raw, { sortable: ["name"] })).toEqual({});
    expect(parseTableState("%7Bbroken")).toEqual({});
    expect(parseTableState(undefined)).toEqual({});
    expect(parseTableState(encodeURIComponent(JSON.stringify({ sort: "a", dir: "up" })))).toEqual({});
    expect(parseTableState(encodeURIComponent(JSON.stringify({ pageSize: 25 })), { pageSizes: [10, 20] })).toEqual({});
  });

  it("keeps the page within the rows there are", () => {
    expect(clampPage(5, 41, 10)).toBe(5);
    expect(clampPage(9, 41, 10)).toBe(5);
    expect(clampPage(3, 0, 10)).toBe(1);
    expect(clampPage(0, 100, 10)).toBe(1);
  });

  it("sends page, pageSize, sort and dir to the source URL", () => {
    expect(sourceUrl("/api/orders", { page: 2, pageSize: 25, sort: "date", dir: "desc" })).toBe(
      "/api/orders?page=2&pageSize=25&sort=date&dir=desc",
    );
    expect(sourceUrl("/api/orders?type=a&sort=x#top", { page: 1, pageSize: 10, sort: null, dir: null })).toBe(
      "/api/orders?type=a&page=1&pageSize=10",
    );
  });

  it("checks the source reply shape { rows, total }", () => {
    expect(isSourceReply({ rows: [], total: 0 })).toBe(true);
    expect(isSourceReply({ rows: {}, total: 0 })).toBe(false);
    expect(isSourceReply({ items: [] })).toBe(false);
  });
});

describe("sourceStateFromCookie and sameTableState", () => {
  it("starts from the defaults and takes what the remembered cookie validly says", () => {
    const opts = { sortable: ["name", "city"], defaultSort: { id: "name", dir: "asc" as const } };
    expect(sourceStateFromCookie(undefined, opts)).toEqual({ page: 1, pageSize: 10, sort: "name", dir: "asc" });
    const remembered = encodeURIComponent(JSON.stringify({ page: 3, pageSize: 25, sort: "city", dir: "desc" }));
    expect(sourceStateFromCookie(remembered, opts)).toEqual({ page: 3, pageSize: 25, sort: "city", dir: "desc" });
    // an unknown column or size is not taken
    const bad = encodeURIComponent(JSON.stringify({ pageSize: 7, sort: "password", dir: "asc" }));
    expect(sourceStateFromCookie(bad, opts)).toEqual({ page: 1, pageSize: 10, sort: "name", dir: "asc" });
    expect(sameTableState(sourceStateFromCookie(remembered, opts), { page: 3, pageSize: 25, sort: "city", dir: "desc" })).toBe(true);
    expect(sameTableState(sourceStateFromCookie(undefined, opts), { page: 2, pageSize: 10, sort: "name", dir: "asc" })).toBe(false);
  });
});
