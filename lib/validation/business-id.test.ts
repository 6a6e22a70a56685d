import { describe, expect, it } from "vitest";
import { isBusinessId, normalizeBusinessId } from "./business-id";

describe("Y-tunnus", () => {
  it.each([
    ["0737546-2", "0737546-2"],
    ["1572860-0", "1572860-0"],
    ["737546-2", "0737546-2"],
    ["FI07375462", "0737546-2"],
    [" 2331972-7 ", "2331972-7"],
  ])("accepts %s", (v, out) => {
    expect(normalizeBusinessId(v)).toBe(out);
  });

  it.each(["0737546-3", "1572860-1", "12345678", "1234567", "abc", "", "07375462-2"])("refuses %s", (v) => {
    expect(isBusinessId(v)).toBe(false);
  });
});
