import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { luhnCheckDigit } from "./luhn";
import { formatOrgNumber, isOrgNumber, isValidOrgNumberChecksum, orgNumber } from "./org-number";

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);
const digits = (n: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: n, maxLength: n });

describe("organisation number (spec 1 §5 'Verify customer': 6 digits, optional hyphen, 4 digits)", () => {
  it("accepts with and without the hyphen", () => {
    expect(isOrgNumber("556036-0793")).toBe(true);
    expect(isOrgNumber("5560360793")).toBe(true);
    expect(isOrgNumber(" 556036-0793 ")).toBe(true);
  });
  it("refuses other groupings, separators, lengths and letters", () => {
    for (const v of [
      "55603-60793",
      "556036--0793",
      "556036 0793",
      "556036-079",
      "556036-07930",
      "55603607931",
      "SE556036-0793",
      "556036-079a",
    ]) {
      expect(isOrgNumber(v), v).toBe(false);
    }
  });
  it("the schema follows the spec's pattern only (a wrong check digit passes), keeps the value and needs a value", () => {
    expect(orgNumber().parse("556036-0794")).toBe("556036-0794");
    expect(orgNumber().parse(" 5560360793")).toBe("5560360793");
    expect(issues(orgNumber().safeParse(""))).toEqual(["validation.orgNumber.required"]);
    expect(issues(orgNumber().safeParse("556036 0793"))).toEqual(["validation.orgNumber.valid"]);
    expect(orgNumber({ required: false }).parse("")).toBeUndefined();
  });
  it("formatOrgNumber puts the hyphen in", () => {
    expect(formatOrgNumber("5560360793")).toBe("556036-0793");
    expect(formatOrgNumber("556036-0793")).toBe("556036-0793");
    expect(formatOrgNumber("556036 0793")).toBeUndefined();
  });
});

describe("isValidOrgNumberChecksum (Luhn over the 10 digits)", () => {
  it("accepts known numbers and refuses a changed check digit", () => {
    expect(isValidOrgNumberChecksum("556036-0793")).toBe(true);
    expect(isValidOrgNumberChecksum("2021005489")).toBe(true);
    expect(isValidOrgNumberChecksum("556036-0794")).toBe(false);
    expect(isValidOrgNumberChecksum("556036 0793")).toBe(false);
  });
  it("any 9 digits plus their check digit pass, with or without hyphen; another last digit fails (property)", () => {
    fc.assert(
      fc.property(digits(9), fc.nat(9), (nine, other) => {
        const c = luhnCheckDigit(nine);
        const plain = `${nine}${c}`;
        expect(isValidOrgNumberChecksum(plain)).toBe(true);
        expect(isValidOrgNumberChecksum(`${plain.slice(0, 6)}-${plain.slice(6)}`)).toBe(true);
        if (other !== c) expect(isValidOrgNumberChecksum(`${nine}${other}`)).toBe(false);
      }),
    );
  });
  it("random strings with letters are refused by both rules (property)", () => {
    fc.assert(
      fc.property(digits(10), fc.nat(9), fc.constantFrom(..."abcXYZö"), (d, at, ch) => {
        const s = d.slice(0, at) + ch + d.slice(at + 1);
        return !isOrgNumber(s) && !isValidOrgNumberChecksum(s);
      }),
    );
  });
});
