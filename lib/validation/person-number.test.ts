import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPersonNumber, normalizePersonNumber, personNumber } from "./person-number";

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);
const digits = (min: number, max = min) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });

describe("person number (spec 1 §5: after removing spaces, exactly 12 digits)", () => {
  it("accepts 12 digits, with spaces anywhere", () => {
    expect(isPersonNumber("198001011234")).toBe(true);
    expect(isPersonNumber("19800101 1234")).toBe(true);
    expect(isPersonNumber(" 1980 01 01 1234 ")).toBe(true);
    expect(normalizePersonNumber("1980 0101 1234")).toBe("198001011234");
  });
  it("refuses 10, 11 or 13 digits, hyphens and letters", () => {
    for (const v of ["8001011234", "19800101123", "1980010112345", "19800101-1234", "19800101123a", ""]) {
      expect(isPersonNumber(v), v).toBe(false);
    }
  });
  it("any 12 digits with random spaces are accepted and come out as the digits (property)", () => {
    fc.assert(
      fc.property(digits(12), fc.array(fc.nat(12), { maxLength: 4 }), (d, cuts) => {
        let typed = d;
        for (const c of [...cuts].sort((a, b) => b - a)) typed = `${typed.slice(0, c)} ${typed.slice(c)}`;
        expect(personNumber().parse(typed)).toBe(d);
      }),
    );
  });
  it("a letter in place of any digit is refused; other lengths are refused (property)", () => {
    fc.assert(
      fc.property(
        digits(12),
        fc.nat(11),
        fc.constantFrom(..."aZö-+."),
        (d, at, ch) => !isPersonNumber(d.slice(0, at) + ch + d.slice(at + 1)),
      ),
    );
    fc.assert(
      fc.property(
        digits(0, 20).filter((d) => d.length !== 12),
        (d) => !isPersonNumber(d),
      ),
    );
  });
  it("schema: optional-friendly; required gives its key; the message for a bad value is the personNumber key", () => {
    expect(personNumber().parse("")).toBeUndefined();
    expect(issues(personNumber({ required: true }).safeParse(""))).toEqual(["validation.personNumber.required"]);
    expect(issues(personNumber().safeParse("12345"))).toEqual(["validation.personNumber.valid"]);
  });
});
