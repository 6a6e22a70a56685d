/**
 * Every page of the navigation tree has a route (decision 104): the menu links every row, and each
 * submenu opens with a link to its heading's own path ("Avtal – översikt"), so a row without a
 * page.tsx is a link to "Sidan hittades inte".
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_ROWS } from "@/seed/data";

/** The URL patterns of app/**\/page.tsx: route groups and private folders dropped, [x] any segment. */
function routePatterns(dir: string, url: string[] = []): RegExp[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (!statSync(p).isDirectory()) return name === "page.tsx" ? [new RegExp(`^/${url.join("/")}$`)] : [];
    if (name === "api" || name.startsWith("_")) return [];
    const segment = /^\(.*\)$/.test(name) ? [] : [/^\[.*\]$/.test(name) ? "[^/]+" : name.replace(/[.*+?^${}()|\\]/g, "\\$&")];
    return routePatterns(p, [...url, ...segment]);
  });
}

describe("the navigation tree", () => {
  const patterns = routePatterns("app");

  it("finds the routes it checks against", () => {
    expect(patterns.some((r) => r.test("/"))).toBe(true);
    expect(patterns.some((r) => r.test("/maskiner/123"))).toBe(true);
  });

  it("has a page for every menu row, headings included", () => {
    const missing = PAGE_ROWS.filter((row) => row.inMenu !== false && !patterns.some((r) => r.test(row.path))).map(
      (row) => `${row.market} ${row.path}`,
    );
    expect(missing).toEqual([]);
  });
});
