import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFinnishZip, isSwedishZip, isZip, zipFI, zipFor, zipSE } from "./zip";

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);
const digits = (n: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: n, maxLength: n });
const nonZero = fc.constantFrom(..."123456789");

describe("Swedish zip code (spec 1 §5)", () => {
  it("accepts 5 digits or 3 digits, a space and 2 digits", () => {
    expect(isSwedishZip("12345")).toBe(true);
    expect(isSwedishZip("123 45")).toBe(true);
    expect(isSwedishZip(" 98138 ")).toBe(true);
  });
  it("refuses a leading 0, wrong grouping, wrong length and other characters", () => {
    for (const v of ["01234", "012 34", "1234", "123456", "12 345", "123  45", "123-45", "12a45", "1234 5", ""]) {
      expect(isSwedishZip(v), v).toBe(false);
    }
  });
  it("every 5-digit code not starting with 0 is accepted in both forms (property)", () => {
    fc.assert(
      fc.property(nonZero, digits(4), (first, rest) => {
        const zip = first + rest;
        return isSwedishZip(zip) && isSwedishZip(`${zip.slice(0, 3)} ${zip.slice(3)}`);
      }),
    );
  });
  it("every code starting with 0 is refused (property)", () => {
    fc.assert(fc.property(digits(4), (rest) => !isSwedishZip(`0${rest}`) && !isSwedishZip(`0${rest.slice(0, 2)} ${rest.slice(2)}`)));
  });
});

describe("Finnish zip code (spec 1 §5)", () => {
  it("accepts exactly 5 digits, also starting with 0", () => {
    expect(isFinnishZip("00100")).toBe(true);
    expect(isFinnishZip("33100")).toBe(true);
  });
  it("refuses the Swedish 3+2 form and other lengths", () => {
    for (const v of ["001 00", "1234", "123456", "12a45", ""]) expect(isFinnishZip(v), v).toBe(false);
  });
  it("any 5 digits are accepted; a letter anywhere is refused (property)", () => {
    fc.assert(fc.property(digits(5), (z) => isFinnishZip(z)));
    fc.assert(
      fc.property(
        digits(5),
        fc.nat(4),
        fc.constantFrom(..."abcxyzÅÄÖ-"),
        (z, at, ch) => !isFinnishZip(z.slice(0, at) + ch + z.slice(at + 1)),
      ),
    );
  });
});

describe("zip schemas", () => {
  it("are optional-friendly and keep the value as entered (trimmed)", () => {
    expect(zipSE().parse("")).toBeUndefined();
    expect(zipSE().parse(" 123 45 ")).toBe("123 45");
    expect(zipFI().parse("00100")).toBe("00100");
    expect(issues(zipSE().safeParse("01234"))).toEqual(["validation.zipCode.valid"]);
  });
  it("with { required: true } an empty value gives the required key", () => {
    expect(issues(zipSE({ required: true }).safeParse(""))).toEqual(["validation.zipCode.required"]);
    expect(issues(zipFI({ required: true }).safeParse(" "))).toEqual(["validation.zipCode.required"]);
  });
  it("zipFor and isZip pick the market's rule", () => {
    expect(zipFor("fi").parse("00100")).toBe("00100");
    expect(issues(zipFor("se").safeParse("00100"))).toEqual(["validation.zipCode.valid"]);
    expect(zipFor("se").parse("123 45")).toBe("123 45");
    expect(zipFor("fi").safeParse("123 45").success).toBe(false);
    expect(isZip("fi", "00100")).toBe(true);
    expect(isZip("se", "00100")).toBe(false);
  });
});
