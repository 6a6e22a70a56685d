import { describe, expect, it } from "vitest";
import {
  centsToDecimal,
  claimTotals,
  daysBetween,
  formatCentsFi,
  lineTotalCents,
  needsValidityWarning,
  parseDay,
  parseHundredths,
  rowPriceCents,
} from "./money";

describe("warranty arithmetic in cents (spec 4 §5)", () => {
  it("reads typed numbers with a comma or a point, at most two decimals", () => {
    expect(parseHundredths("12,50")).toBe(1250);
    expect(parseHundredths(" 3 ")).toBe(300);
    expect(parseHundredths("0.1")).toBe(10);
    expect(parseHundredths(2.5)).toBe(250);
    expect(parseHundredths("1 234,5")).toBe(123450);
    for (const bad of ["", "abc", "1,2,3", "-1", "1.234", null, undefined]) expect(parseHundredths(bad)).toBeNull();
  });

  it("line total = amount × price and row price = hours × price per hour, half up to the cent", () => {
    expect(lineTotalCents("3", "0,10")).toBe(30);
    expect(lineTotalCents("1,5", "12,35")).toBe(1853); // 18.525
    expect(lineTotalCents("0,2", "0,10")).toBe(2);
    expect(rowPriceCents("2,5", "65,90")).toBe(16475);
    expect(lineTotalCents("x", "1")).toBeNull();
    expect(rowPriceCents("1", "")).toBeNull();
  });

  it("totals add cents: no floating-point drift (0.1 + 0.2)", () => {
    const t = claimTotals([{ lineTotalCents: 10 }, { lineTotalCents: 20 }], [{ priceCents: 16475 }]);
    expect(t).toEqual({ partsCents: 30, workCents: 16475, totalCents: 16505 });
    expect(centsToDecimal(t.partsCents)).toBe("0.30");
    expect(formatCentsFi(123450)).toBe("1\u00a0234,50");
  });

  it("warns from 366 days on", () => {
    expect(daysBetween("2025-11-26", "2026-11-26")).toBe(365);
    expect(needsValidityWarning("2025-11-26", "2026-11-26")).toBe(false);
    expect(needsValidityWarning("2025-11-25", "2026-11-26")).toBe(true);
    expect(needsValidityWarning("2024-02-29", "2025-03-01")).toBe(true);
  });

  it("reads days as d.M.yyyy, d/M/yyyy or ISO; refuses days that do not exist", () => {
    expect(parseDay("1.2.2026")).toBe("2026-02-01");
    expect(parseDay("01/02/2026")).toBe("2026-02-01");
    expect(parseDay("2026-02-01")).toBe("2026-02-01");
    expect(parseDay("31.2.2026")).toBeNull();
    expect(parseDay("2026")).toBeNull();
  });
});
