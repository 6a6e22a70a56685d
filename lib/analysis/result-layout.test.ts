import { describe, expect, it } from "vitest";
import { resultLayout } from "./result-layout";

describe("result list layout", () => {
  it("changes above 8 analyses", () => {
    expect(resultLayout(8)).toBe("list");
    expect(resultLayout(9)).toBe("columns");
  });
});
