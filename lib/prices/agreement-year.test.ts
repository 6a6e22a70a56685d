import { describe, expect, it } from "vitest";
import { agreementYear } from "./agreement-year";
import { periodLabel } from "./period-label";
import { periodsForDate } from "./periods-for-date";

describe("agreement year (spec 2 §9: previous year when the period month-day is under 701)", () => {
  it.each([
    ["2027-01-01", 2026],
    ["2027-03-01", 2026],
    ["2027-06-30", 2026],
    ["2027-07-01", 2027],
    ["2026-07-02", 2026],
    ["2026-10-01", 2026],
    ["2026-12-31", 2026],
  ])("%s → %i", (period, year) => {
    expect(agreementYear(period)).toBe(year);
  });

  it("refuses a value that is not a date", () => {
    expect(() => agreementYear("March 2027")).toThrow();
  });
});

describe("price periods quoted on a date", () => {
  it("spot this month, the next four quarter starts, and the pool of the current harvest year", () => {
    expect(periodsForDate("2026-11-21")).toEqual([
      { priceTypeId: 1, pricePeriod: "2026-11-01" },
      { priceTypeId: 2, pricePeriod: "2027-01-01" },
      { priceTypeId: 2, pricePeriod: "2027-04-01" },
      { priceTypeId: 2, pricePeriod: "2027-07-01" },
      { priceTypeId: 2, pricePeriod: "2027-10-01" },
      { priceTypeId: 3, pricePeriod: "2026-08-01" },
    ]);
    // before 1 July the pool is last year's harvest
    expect(periodsForDate("2026-03-15").at(-1)).toEqual({ priceTypeId: 3, pricePeriod: "2025-08-01" });
    expect(periodsForDate("2026-03-15")[1]).toEqual({ priceTypeId: 2, pricePeriod: "2026-04-01" });
  });
});

describe("DisplayLabel", () => {
  it("names the period with its agreement (harvest) year in the market's language", () => {
    expect(periodLabel({ priceTypeId: 1, pricePeriod: "2026-11-01" }, "se")).toBe("Spot");
    expect(periodLabel({ priceTypeId: 2, pricePeriod: "2027-03-01" }, "se")).toBe("Termin mars 2027 (skörd 2026)");
    expect(periodLabel({ priceTypeId: 2, pricePeriod: "2027-10-01" }, "se")).toBe("Termin oktober 2027 (skörd 2027)");
    expect(periodLabel({ priceTypeId: 3, pricePeriod: "2026-08-01" }, "se")).toBe("Pool skörd 2026");
    expect(periodLabel({ priceTypeId: 2, pricePeriod: "2027-01-01" }, "fi")).toBe("Termiini tammikuu 2027 (sato 2026)");
  });
});
