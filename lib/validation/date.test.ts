import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysInMonth, isIsoDate, isRealDate, normalizeIsoDate, swedishDate } from "./date";

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

/** Oracle: the JavaScript calendar agrees that y-m-d exists. */
function jsCalendarHas(y: number, m: number, d: number): boolean {
  const dt = new Date(Date.UTC(2000, 0, 1));
  dt.setUTCFullYear(y, m - 1, d);
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

describe("ISO date (spec 1 §5: year-month-day, also with slashes, 1 or 2 digit month and day, a real date)", () => {
  it("normalises to yyyy-MM-dd", () => {
    expect(normalizeIsoDate("2024-02-09")).toBe("2024-02-09");
    expect(normalizeIsoDate("2024/02/09")).toBe("2024-02-09");
    expect(normalizeIsoDate("2024-2-9")).toBe("2024-02-09");
    expect(normalizeIsoDate("2024/2/9")).toBe("2024-02-09");
    expect(normalizeIsoDate(" 2024-12-31 ")).toBe("2024-12-31");
  });
  it("refuses other shapes", () => {
    for (const v of [
      "24-02-09",
      "2024-02",
      "20240209",
      "2024.02.09",
      "9.2.2024",
      "2024/02-09",
      "2024-002-09",
      "2024-02-009",
      "2024 02 09",
      "02/09/2024",
      "",
    ]) {
      expect(isIsoDate(v), v).toBe(false);
    }
  });
  it("refuses dates that do not exist", () => {
    for (const v of ["2023-02-29", "1900-02-29", "2024-04-31", "2024-13-01", "2024-00-10", "2024-01-00", "2024-01-32", "0000-01-01"]) {
      expect(isIsoDate(v), v).toBe(false);
    }
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2000-02-29")).toBe(true);
  });
  it("isRealDate agrees with the JavaScript calendar (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, m, d) => {
        expect(isRealDate(y, m, d)).toBe(m >= 1 && m <= 12 && jsCalendarHas(y, m, d));
      }),
    );
  });
  it("any real date, written with either separator and with or without leading zeros, normalises back (property)", () => {
    const realDate = fc
      .tuple(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
      .map(([y, m, d]) => [y, m, Math.min(d, daysInMonth(y, m))] as const);
    fc.assert(
      fc.property(realDate, fc.constantFrom("-", "/"), fc.boolean(), fc.boolean(), ([y, m, d], sep, padM, padD) => {
        const p = (n: number, pad: boolean) => (pad ? String(n).padStart(2, "0") : String(n));
        const typed = `${y}${sep}${p(m, padM)}${sep}${p(d, padD)}`;
        const expected = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
        expect(normalizeIsoDate(typed)).toBe(expected);
        expect(normalizeIsoDate(expected)).toBe(expected);
      }),
    );
  });
  it("normalising is idempotent (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789-/ "), maxLength: 12 }), (s) => {
        const n = normalizeIsoDate(s);
        return n === undefined || normalizeIsoDate(n) === n;
      }),
    );
  });
});

describe("swedishDate schema", () => {
  it("is always required and outputs yyyy-MM-dd", () => {
    expect(issues(swedishDate().safeParse(""))).toEqual(["validation.date.required"]);
    expect(issues(swedishDate().safeParse(undefined))).toEqual(["validation.date.required"]);
    expect(issues(swedishDate().safeParse("2023-02-29"))).toEqual(["validation.date.valid"]);
    expect(swedishDate().parse("2024/3/5")).toBe("2024-03-05");
  });
  it("can be made optional with { required: false }", () => {
    expect(swedishDate({ required: false }).parse("")).toBeUndefined();
  });
});
