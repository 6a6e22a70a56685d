import { describe, expect, it } from "vitest";
import { moveBy, moveKeys, sameOrder } from "./reorder";

describe("reorder moves", () => {
  it("drops rows before or after a target, keeping their relative order", () => {
    expect(moveKeys([1, 2, 3, 4], [4], 1, "before")).toEqual([4, 1, 2, 3]);
    expect(moveKeys([1, 2, 3, 4], [1], 4, "after")).toEqual([2, 3, 4, 1]);
    expect(moveKeys([1, 2, 3, 4], [3, 1], 4, "before")).toEqual([2, 1, 3, 4]);
    expect(moveKeys(["a", "b", "c"], ["b"], "b", "after")).toEqual(["a", "b", "c"]);
    expect(moveKeys([1, 2], [1], 9, "before")).toEqual([1, 2]);
  });
  it("moves one step up or down and stays inside the list", () => {
    expect(moveBy([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveBy([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveBy([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveBy([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
  it("compares orders", () => {
    expect(sameOrder([1, 2], [1, 2])).toBe(true);
    expect(sameOrder([1, 2], [2, 1])).toBe(false);
  });
});
