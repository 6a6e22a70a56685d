import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRegNumber, isVin, regNumber, vin } from "./vehicle";

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);
const alnum = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(..."ABCDEFGHJKLMNPRSTUVWXYZabcxyz0123456789"), minLength: min, maxLength: max });

describe("VIN / serial number (spec 1 §5 'Add machine': required, at most 17 alphanumerics)", () => {
  it("accepts up to 17 letters and digits", () => {
    expect(isVin("YV1DZ8256C2271234")).toBe(true);
    expect(isVin("abc123")).toBe(true);
    expect(vin().parse(" 12345 ")).toBe("12345");
  });
  it("refuses 18 characters, separators and non-ASCII letters", () => {
    expect(isVin("YV1DZ8256C22712345")).toBe(false);
    for (const v of ["YV1-DZ8256", "YV1 DZ8256", "ÅÄÖ123", "abc_123"]) expect(isVin(v), v).toBe(false);
  });
  it("is required", () => {
    expect(issues(vin().safeParse(""))).toEqual(["validation.vin.required"]);
    expect(issues(vin().safeParse("YV1-DZ"))).toEqual(["validation.vin.valid"]);
  });
  it("1–17 alphanumerics accepted, 18+ refused, any other character refused (property)", () => {
    fc.assert(fc.property(alnum(1, 17), (s) => isVin(s)));
    fc.assert(fc.property(alnum(18, 40), (s) => !isVin(s)));
    fc.assert(fc.property(alnum(0, 8), fc.constantFrom(..."-_.,/åäöÉ#"), alnum(0, 8), (a, ch, b) => !isVin(a + ch + b)));
  });
});

describe("registration number (spec 1 §5 'Add machine': optional, at most 6 alphanumerics)", () => {
  it("accepts up to 6 letters and digits, and nothing", () => {
    expect(isRegNumber("ABC123")).toBe(true);
    expect(regNumber().parse("abc12")).toBe("abc12");
    expect(regNumber().parse("")).toBeUndefined();
    expect(regNumber().parse(undefined)).toBeUndefined();
  });
  it("refuses 7 characters and spaces", () => {
    expect(isRegNumber("ABC1234")).toBe(false);
    expect(isRegNumber("ABC 123")).toBe(false);
    expect(issues(regNumber().safeParse("ABC 123"))).toEqual(["validation.regNumber.valid"]);
  });
  it("can be made required (a resource may require it)", () => {
    expect(issues(regNumber({ required: true }).safeParse(""))).toEqual(["validation.regNumber.required"]);
  });
  it("1–6 alphanumerics accepted, 7+ refused (property)", () => {
    fc.assert(fc.property(alnum(1, 6), (s) => isRegNumber(s)));
    fc.assert(fc.property(alnum(7, 20), (s) => !isRegNumber(s)));
  });
});
