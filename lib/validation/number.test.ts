import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimal, isInRange, parseDecimal } from "./number";

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

/** "1234567" with groups of three joined by `sep`: "1 234 567" */
const group = (int: string, sep: string) => int.replace(/\B(?=(\d{3})+$)/g, sep);

describe("number rule (spec 1 §5: comma or dot decimals; spaces or dots as thousands separators)", () => {
  it("reads the spec's forms", () => {
    expect(parseDecimal("1 234,5")).toBe(1234.5);
    expect(parseDecimal("1.234,5")).toBe(1234.5);
    expect(parseDecimal("1234.5")).toBe(1234.5);
    expect(parseDecimal("12,5")).toBe(12.5);
    expect(parseDecimal("1 234.5")).toBe(1234.5);
    expect(parseDecimal("1 234 567")).toBe(1234567);
    expect(parseDecimal("1.234.567")).toBe(1234567);
    expect(parseDecimal("1.234.567,89")).toBe(1234567.89);
    expect(parseDecimal("42")).toBe(42);
    expect(parseDecimal(" 7 ")).toBe(7);
  });
  it("reads the no-break spaces and minus sign Intl writes", () => {
    expect(parseDecimal("1\u00a0234,5")).toBe(1234.5);
    expect(parseDecimal("1\u202f234,5")).toBe(1234.5);
    expect(parseDecimal("−3,5")).toBe(-3.5);
    expect(parseDecimal("-1 234,5")).toBe(-1234.5);
  });
  it("a single dot without a comma is a decimal mark", () => {
    expect(parseDecimal("1.234")).toBe(1.234);
    expect(parseDecimal("1.5")).toBe(1.5);
  });
  it("refuses badly grouped, mixed or doubled marks and anything else", () => {
    for (const v of [
      "1.234.5",
      "1 234 5",
      "1 23",
      "12 3456",
      "1 234.567,8",
      "1,234,567",
      "12,5,1",
      ",5",
      "5,",
      "1 234,",
      "1e3",
      "0x10",
      "abc",
      "12 kr",
      "--1",
      "+1",
      "1  234",
      "Infinity",
      "NaN",
      "",
    ]) {
      expect(parseDecimal(v), v).toBeUndefined();
    }
  });
  it("numbers formatted with random thousands separators and decimal marks parse back (property)", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 4 }),
        fc.constantFrom("", " ", ".", "\u00a0"),
        fc.constantFrom(",", "."),
        fc.boolean(),
        (intPart, fraction, sep, mark, negative) => {
          const int = intPart.toString();
          const grouped = group(int, sep);
          fc.pre(!(sep === "." && mark === "." && fraction)); // a dot cannot be both
          fc.pre(!(sep === "." && !fraction && grouped.split(".").length === 2)); // "1.234" reads as a decimal
          const typed = `${negative ? "-" : ""}${grouped}${fraction ? `${mark}${fraction}` : ""}`;
          expect(parseDecimal(typed)).toBe(Number(`${negative ? "-" : ""}${int}${fraction ? `.${fraction}` : ""}`));
        },
      ),
    );
  });
  it("whatever Intl prints for sv-SE and fi-FI parses back (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom("sv-SE", "fi-FI"), (cents, locale) => {
        const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(cents / 100);
        expect(parseDecimal(text)).toBe(cents / 100);
      }),
    );
  });
  it("a string with a letter is refused (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(..."0123456789 .,"), maxLength: 8 }),
        fc.constantFrom(..."aeEkrx"),
        fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 4 }),
        (a, letter, b) => parseDecimal(a + letter + b) === undefined,
      ),
    );
  });
});

describe("range rule (spec 1 §5: accepts a comma as decimal mark)", () => {
  it("compares text with comma or dot decimals, or numbers", () => {
    expect(isInRange("38,5", { min: 1, max: 39 })).toBe(true);
    expect(isInRange("39,5", { min: 1, max: 39 })).toBe(false);
    expect(isInRange("0,5", { min: 1, max: 39 })).toBe(false);
    expect(isInRange("1", { min: 1, max: 39 })).toBe(true);
    expect(isInRange("39", { min: 1, max: 39 })).toBe(true);
    expect(isInRange(40, { max: 39 })).toBe(false);
    expect(isInRange("1 000 000", { min: 500 })).toBe(true);
    expect(isInRange("abc", {})).toBe(false);
  });
  it("agrees with comparing the parsed value (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100000, max: 100000 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -1000, max: 1000 }),
        (tenths, lo, hi) => {
          const n = tenths / 10;
          const text = new Intl.NumberFormat("sv-SE").format(n);
          expect(isInRange(text, { min: lo, max: hi })).toBe(n >= lo && n <= hi);
        },
      ),
    );
  });
});

describe("decimal schema", () => {
  it("outputs a number from text or a JSON number", () => {
    expect(decimal().parse("1 234,5")).toBe(1234.5);
    expect(decimal().parse(12.5)).toBe(12.5);
    expect(issues(decimal().safeParse(Number.NaN))).toEqual(["validation.number.valid"]);
    expect(issues(decimal().safeParse(Number.POSITIVE_INFINITY))).toEqual(["validation.number.valid"]);
    expect(issues(decimal().safeParse("12 kr"))).toEqual(["validation.number.valid"]);
    expect(issues(decimal().safeParse(true))).toEqual(["validation.number.valid"]);
  });
  it("is required unless { required: false }", () => {
    expect(issues(decimal().safeParse(""))).toEqual(["validation.number.required"]);
    expect(decimal({ required: false }).parse(" ")).toBeUndefined();
    expect(decimal({ required: false }).parse(0)).toBe(0);
  });
  it("min/max give the range key; own keys can replace it", () => {
    const quantity = decimal({ min: 1, max: 39 });
    expect(quantity.parse("39")).toBe(39);
    expect(quantity.parse("12,5")).toBe(12.5);
    expect(issues(quantity.safeParse("39,5"))).toEqual(["validation.range.valid"]);
    expect(issues(quantity.safeParse(0))).toEqual(["validation.range.valid"]);
    const own = decimal({ min: 1, max: 39, messages: { range: "deliveryAssurance.quantityRange" } });
    expect(issues(own.safeParse("40"))).toEqual(["deliveryAssurance.quantityRange"]);
  });
});
