import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLuhnValid, luhnCheckDigit } from "./luhn";

const digits = (min: number, max = min) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });

describe("Luhn check digit", () => {
  it("matches known numbers", () => {
    expect(luhnCheckDigit("7992739871")).toBe(3); // 79927398713
    expect(luhnCheckDigit("811228987")).toBe(4); // personnummer 811228-9874
    expect(luhnCheckDigit("121212121")).toBe(2); // 121212-1212 (Tolvan Tolvansson)
    expect(isLuhnValid("79927398713")).toBe(true);
    expect(isLuhnValid("79927398710")).toBe(false);
  });
  it("refuses non-digits", () => {
    expect(isLuhnValid("81122898a4")).toBe(false);
    expect(isLuhnValid("")).toBe(false);
    expect(() => luhnCheckDigit("12a")).toThrow();
  });
  it("a payload completed with its check digit is valid; any other last digit is not (property)", () => {
    fc.assert(
      fc.property(digits(1, 20), fc.nat(9), (payload, other) => {
        const c = luhnCheckDigit(payload);
        expect(isLuhnValid(payload + c)).toBe(true);
        if (other !== c) expect(isLuhnValid(payload + other)).toBe(false);
      }),
    );
  });
  it("detects any single changed digit (property)", () => {
    fc.assert(
      fc.property(digits(9), fc.nat(9), fc.integer({ min: 1, max: 9 }), (payload, at, delta) => {
        const full = payload + luhnCheckDigit(payload);
        const changed = full.slice(0, at) + ((Number(full[at]) + delta) % 10) + full.slice(at + 1);
        return !isLuhnValid(changed);
      }),
    );
  });
});
