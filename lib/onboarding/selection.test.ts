import { describe, expect, it } from "vitest";
import { canSearch, ZSelectionRequest } from "./selection";

describe("selection page (spec 3 §5)", () => {
  it("the search is blocked while no checkbox is checked", () => {
    expect(canSearch({ activated: false, notActivated: false, inactive: false })).toBe(false);
    expect(canSearch({ activated: false, notActivated: true, inactive: false })).toBe(true);
    expect(ZSelectionRequest.safeParse({ query: "x" }).success).toBe(false);
    expect(ZSelectionRequest.safeParse({ inactive: "true" }).success).toBe(true);
  });
});
