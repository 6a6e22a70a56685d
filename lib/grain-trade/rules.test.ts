import { describe, expect, it } from "vitest";
import { changedPrices, contractNumberFor, monthInputFilter, normalizeFinnishPhone, priceInputFilter } from "./rules";

describe("grain price inputs (spec 4 §5)", () => {
  it("month takes only digits, minus and slash; price only digits", () => {
    expect(monthInputFilter("12/2026a-b")).toBe("12/2026-");
    expect(priceInputFilter("1 95,5€")).toBe("1955");
  });

  it("saves only what changed from the loaded values", () => {
    const loaded = [
      {
        Id: 1,
        MonthPriceList: [
          { Id: 10, Month: "12/2026", Price: 190 },
          { Id: 11, Month: "01/2027", Price: null },
        ],
      },
    ];
    expect(changedPrices(loaded, loaded)).toEqual([]);
    const edited = [
      {
        Id: 1,
        MonthPriceList: [
          { Id: 10, Month: "12/2026", Price: 190 },
          { Id: 11, Month: "01/2027", Price: 195 },
        ],
      },
    ];
    expect(changedPrices(loaded, edited)).toEqual([{ rowId: 1, entry: { Id: 11, Month: "01/2027", Price: 195 } }]);
  });
});

describe("mortgage contract form", () => {
  it("Heti-Termiini prefills TE-, other types keep what was typed", () => {
    expect(contractNumberFor("Heti-Termiini", "")).toBe("TE-");
    expect(contractNumberFor("Heti-Termiini", "TE-123")).toBe("TE-123");
    expect(contractNumberFor("Heti-Termiini", "X1")).toBe("TE-");
    expect(contractNumberFor("Termiini", "")).toBe("");
    expect(contractNumberFor("Termiini", " K-77 ")).toBe("K-77");
  });

  it.each([
    ["040 123 4567", "+358401234567"],
    ["040-1234567", "+358401234567"],
    ["+358 40 123 4567", "+358401234567"],
    ["+358 040 123 4567", "+358401234567"],
    ["00358401234567", "+358401234567"],
    ["09 123 4567", "+35891234567"],
  ])("reads the phone %s", (v, out) => {
    expect(normalizeFinnishPhone(v)).toBe(out);
  });

  it.each(["123", "abc", "+46701234567", "0", "040 12"])("refuses the phone %s", (v) => {
    expect(normalizeFinnishPhone(v)).toBeNull();
  });
});
