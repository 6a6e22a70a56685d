import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { customerNumber, isCustomerNumber } from "./customer-number";

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe("customer number (spec 1 §5 'Verify customer': digits only)", () => {
  it("accepts digits, trimmed", () => {
    expect(isCustomerNumber("12345")).toBe(true);
    expect(customerNumber().parse(" 0042 ")).toBe("0042");
  });
  it("refuses letters, spaces inside, signs and decimals", () => {
    for (const v of ["12a45", "12 345", "-12", "+12", "1.5", "1,5"]) expect(isCustomerNumber(v), v).toBe(false);
  });
  it("is required by default; optional with { required: false }", () => {
    expect(issues(customerNumber().safeParse(""))).toEqual(["validation.customerNumber.required"]);
    expect(issues(customerNumber().safeParse("K123"))).toEqual(["validation.customerNumber.valid"]);
    expect(customerNumber({ required: false }).parse("")).toBeUndefined();
  });
  it("any digit string is accepted; any string with a letter is refused (property)", () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 1 }), (d) => isCustomerNumber(d)));
    fc.assert(fc.property(fc.string(), fc.constantFrom(..."abcXYZåäö"), fc.string(), (a, letter, b) => !isCustomerNumber(a + letter + b)));
  });
});
