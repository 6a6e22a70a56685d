import { describe, expect, it } from "vitest";
import { defaultSeedYear, formatDay, formatMoney, formatNumber, toggleAgreementNumber, toTon, unitKey } from "./format";

describe("seed toggle (spec 1 §2: the digits in the toggle give the agreement number)", () => {
  it("takes the digits of the toggle", () => {
    expect(toggleAgreementNumber("agreement-220101")).toBe("220101");
    expect(toggleAgreementNumber("220101")).toBe("220101");
    expect(toggleAgreementNumber("toggle_22-01-01")).toBe("220101");
  });
  it("gives null without a plausible agreement number", () => {
    expect(toggleAgreementNumber(null)).toBeNull();
    expect(toggleAgreementNumber("")).toBeNull();
    expect(toggleAgreementNumber("abc")).toBeNull();
    expect(toggleAgreementNumber("12")).toBeNull();
    expect(toggleAgreementNumber("1234567890123")).toBeNull();
  });
});

describe("quantities, money and days in the market's format", () => {
  it("shows tons with a decimal comma and grouped thousands (sv and fi)", () => {
    expect(formatNumber(12.5, "se")).toBe("12,5");
    expect(formatNumber(1234.5, "se").replace(/\s/g, " ")).toBe("1 234,5");
    expect(formatNumber(12.5, "fi")).toBe("12,5");
    expect(formatNumber(0.45, "se")).toBe("0,45");
    expect(formatNumber(114.98, "se", 1)).toBe("115");
  });
  it("money has decimals only when it has öre/cents", () => {
    expect(formatMoney(2150, "se").replace(/\s/g, " ")).toBe("2 150");
    expect(formatMoney(7.4, "fi")).toBe("7,40");
  });
  it("converts kg to ton and leaves pieces alone", () => {
    expect(toTon(450, "kg")).toBe(0.45);
    expect(toTon(12, "ton")).toBe(12);
    expect(toTon(40, "st")).toBe(40);
    expect(unitKey("säck")).toBe("sack");
    expect(unitKey("whatever")).toBe("ton");
  });
  it("days: yyyy-MM-dd in Sweden, d.M.yyyy in Finland", () => {
    expect(formatDay("2026-08-05", "se")).toBe("2026-08-05");
    expect(formatDay("2026-08-05", "fi")).toBe("5.8.2026");
    expect(formatDay(null, "fi")).toBe("");
  });
});

describe("the seed section's default year", () => {
  it("is this year when there are agreements for it, else the newest", () => {
    expect(defaultSeedYear([2027, 2026, 2025], 2026)).toBe(2026);
    expect(defaultSeedYear([2025, 2024], 2026)).toBe(2025);
    expect(defaultSeedYear([], 2026)).toBeNull();
  });
});
