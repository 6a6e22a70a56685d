import { describe, expect, it } from "vitest";
import { hasValidCheckDigit, normaliseId, vinCheckDigit } from "./vin";

describe("VIN check digit", () => {
  it("computes the documented example (1M8GDM9AXKP042788 → X)", () => {
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X");
    expect(vinCheckDigit("1HGCM82633A004352")).toBe("3");
  });
  it("refuses a North American VIN with a wrong check digit or a letter VINs cannot have", () => {
    expect(hasValidCheckDigit("1M8GDM9AXKP042788")).toBe(true);
    expect(hasValidCheckDigit("1M8GDM9A1KP042788")).toBe(false);
    expect(hasValidCheckDigit("1M8GDM9AXKP04278O")).toBe(false);
    expect(hasValidCheckDigit("1hgcm82633a004352")).toBe(true);
  });
  it("does not apply to European 17-character serials nor to shorter serials", () => {
    expect(hasValidCheckDigit("YV2RT40A5KB123456")).toBe(true);
    expect(hasValidCheckDigit("L06195R123456")).toBe(true);
  });
  it("normalises case and spaces", () => {
    expect(normaliseId("  abc123 ")).toBe("ABC123");
  });
});
