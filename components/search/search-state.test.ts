import { describe, expect, it } from "vitest";
import { canSearch, canSuggest, excerptParts, limitGroups, toggleFacet, type SearchParamsState } from "./search-state";

const base: SearchParamsState = { Query: "vilja", Page: 3, PublishYear: 2000, PageType: [], Category: [], OrderBy: "relevance" };

describe("search page rules", () => {
  it("a facet is set by choosing it and cleared by choosing it again, both back to page 1", () => {
    const on = toggleFacet(base, "type", "news");
    expect(on).toMatchObject({ Page: 1, PageType: ["news"] });
    const off = toggleFacet({ ...on, Page: 2 }, "type", "news");
    expect(off).toMatchObject({ Page: 1, PageType: [] });
    expect(toggleFacet(base, "year", "2026").PublishYear).toBe(2026);
    expect(toggleFacet({ ...base, PublishYear: 2026 }, "year", "2026").PublishYear).toBe(2000);
  });

  it("Enter needs more than 3 characters; suggestions start at 3; at most 4 per group", () => {
    expect(canSearch("vil")).toBe(false);
    expect(canSearch("vilj")).toBe(true);
    expect(canSuggest("vi")).toBe(false);
    expect(canSuggest("vil")).toBe(true);
    expect(limitGroups([{ PageContentType: "Uutinen", Items: [1, 2, 3, 4, 5, 6] }])[0]?.Items).toEqual([1, 2, 3, 4]);
  });

  it("reads the marked words of an excerpt without HTML", () => {
    expect(excerptParts("Ohra &amp; <mark>vilja</mark> &lt;b&gt;")).toEqual([
      { text: "Ohra & ", mark: false },
      { text: "vilja", mark: true },
      { text: " <b>", mark: false },
    ]);
  });
});
