import { describe, expect, it } from "vitest";
import { viewFromParams, viewToSearch, type FeedMixView } from "./feed-mix-view-state";

describe("feed-mix view in the address", () => {
  it.each<[string, FeedMixView]>([
    ["", { kind: "list", tab: "recipes" }],
    ["?view=mixes", { kind: "list", tab: "mixes" }],
    ["?view=recipe&id=12", { kind: "recipe", id: 12 }],
    ["?view=mix&id=7", { kind: "mix", id: 7 }],
    ["?view=finished&id=3", { kind: "finished", id: 3 }],
    ["?view=edit&id=3", { kind: "edit", id: 3 }],
    ["?view=create", { kind: "create" }],
  ])("%s", (search, view) => {
    expect(viewFromParams(new URLSearchParams(search))).toEqual(view);
    expect(viewToSearch(view)).toBe(search);
  });
  it("falls back to the recipes tab for a bad id or view", () => {
    expect(viewFromParams(new URLSearchParams("?view=mix&id=0x1"))).toEqual({ kind: "list", tab: "recipes" });
    expect(viewFromParams(new URLSearchParams("?view=hack&id=1"))).toEqual({ kind: "list", tab: "recipes" });
  });
});
