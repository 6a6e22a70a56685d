import { describe, expect, it } from "vitest";
import { isRangeTooLong, rangeLengthDays, validateDateRange, withFrom } from "./date-range";

describe("from/to dates (spec 1 §5, §9)", () => {
  it("counts the days between from and to", () => {
    expect(rangeLengthDays("2024-01-01", "2024-01-08")).toBe(7);
    expect(rangeLengthDays("2024-03-30", "2024-04-01")).toBe(2); // across the DST change
    expect(rangeLengthDays("", "2024-01-08")).toBeNull();
  });

  it("a range over 7 days is flagged; 7 days is fine", () => {
    expect(isRangeTooLong("2024-01-01", "2024-01-08")).toBe(false);
    expect(isRangeTooLong("2024-01-01", "2024-01-09")).toBe(true);
    expect(validateDateRange({ from: "2024-01-01", to: "2024-01-09" })).toEqual({ code: "tooLong", maxDays: 7 });
    expect(validateDateRange({ from: "2024-01-01", to: "2024-01-08" })).toBeNull();
  });

  it("the limit is configurable and the flag can be turned off", () => {
    expect(validateDateRange({ from: "2024-01-01", to: "2024-01-09" }, 14)).toBeNull();
    expect(validateDateRange({ from: "2024-01-01", to: "2024-01-03" }, 1)).toEqual({ code: "tooLong", maxDays: 1 });
    expect(validateDateRange({ from: "2024-01-01", to: "2025-01-01" }, null)).toBeNull();
    expect(validateDateRange({ from: "2024-01-01", to: "2025-01-01" }, false)).toBeNull();
  });

  it("an incomplete range has no error", () => {
    expect(validateDateRange({ from: "2024-01-01", to: "" })).toBeNull();
  });

  it("a to date before the from date is an error", () => {
    expect(validateDateRange({ from: "2024-01-05", to: "2024-01-04" })).toEqual({ code: "toBeforeFrom" });
  });

  it("picking a from date after the to date moves the to date", () => {
    expect(withFrom({ from: "2024-01-01", to: "2024-01-05" }, "2024-01-10")).toEqual({ from: "2024-01-10", to: "2024-01-10" });
  });

  it("picking a from date on or before the to date keeps the to date", () => {
    expect(withFrom({ from: "2024-01-01", to: "2024-01-05" }, "2024-01-05")).toEqual({ from: "2024-01-05", to: "2024-01-05" });
    expect(withFrom({ from: "2024-01-01", to: "2024-01-05" }, "2024-01-03")).toEqual({ from: "2024-01-03", to: "2024-01-05" });
    expect(withFrom({ from: "", to: "" }, "2024-01-03")).toEqual({ from: "2024-01-03", to: "" });
  });
});
