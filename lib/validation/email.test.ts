import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { email, EMAIL_MAX, isEmail } from "./email";

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);
const word = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789"), minLength: min, maxLength: max });
const letters = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCZ"), minLength: min, maxLength: max });

describe("e-mail (spec 1 §5: usual form, top-level domain of 2 to 4 letters)", () => {
  it("accepts the usual forms", () => {
    for (const v of ["anna@example.se", "Anna.Berg+lm2@mail.example.info", "o'brien_1@ex-ample.fi", "a@b.co", " anna@example.com "]) {
      expect(isEmail(v), v).toBe(true);
    }
  });
  it("needs a top-level domain of 2 to 4 letters", () => {
    expect(isEmail("anna@example.s")).toBe(false);
    expect(isEmail("anna@example.museum")).toBe(false);
    expect(isEmail("anna@example.se1")).toBe(false);
    expect(isEmail("anna@example")).toBe(false);
    expect(isEmail("anna@example.info")).toBe(true);
  });
  it("refuses malformed addresses", () => {
    for (const v of [
      "anna",
      "@example.se",
      "anna@",
      "anna@@example.se",
      "an na@example.se",
      "anna@exa mple.se",
      ".anna@example.se",
      "anna.@example.se",
      "an..na@example.se",
      "anna@example..se",
      "anna@-example.se",
      "anna@example-.se",
      "anna@.example.se",
      "anna@example.se.",
    ]) {
      expect(isEmail(v), v).toBe(false);
    }
  });
  it(`is at most ${EMAIL_MAX} characters`, () => {
    const domain = `${"a".repeat(60)}.${"b".repeat(60)}.${"c".repeat(60)}.se`;
    const local = "x".repeat(EMAIL_MAX - domain.length - 1);
    expect(isEmail(`${local}@${domain}`)).toBe(true);
    expect(isEmail(`${local}x@${domain}`)).toBe(false);
  });
  it("local@domain.tld: accepted exactly when the TLD has 2 to 4 letters (property)", () => {
    fc.assert(
      fc.property(word(1, 20), word(1, 20), letters(1, 8), (local, domain, tld) => {
        expect(isEmail(`${local}@${domain}.${tld}`)).toBe(tld.length >= 2 && tld.length <= 4);
      }),
    );
  });
  it("an address with white space inside or without exactly one @ is refused (property)", () => {
    fc.assert(
      fc.property(
        word(1, 10),
        word(1, 10),
        (a, b) => !isEmail(`${a} ${b}@example.se`) && !isEmail(`${a}.example.se`) && !isEmail(`${a}@${b}@example.se`),
      ),
    );
  });
});

describe("email schema", () => {
  it("is optional-friendly by default and trims", () => {
    expect(email().parse("")).toBeUndefined();
    expect(email().parse(" anna@example.se ")).toBe("anna@example.se");
    expect(issues(email().safeParse("anna@example"))).toEqual(["validation.email.valid"]);
  });
  it("with { required: true } an empty value gives the required key", () => {
    expect(issues(email({ required: true }).safeParse(""))).toEqual(["validation.email.required"]);
    expect(issues(email({ required: true }).safeParse(undefined))).toEqual(["validation.email.required"]);
  });
});
