import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysInMonth } from "./date";
import { luhnCheckDigit } from "./luhn";
import { checkSwedishSsn, isValidSwedishSsn, normalizeSwedishSsn, swedishSsn } from "./ssn";
import { must } from "@/tests/support/must";

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

/** 12:00 in Stockholm on 10 May 2026 */
const NOW = new Date("2026-05-10T10:00:00Z");
const TODAY = [2026, 5, 10] as const;
const check = (s: string) => checkSwedishSsn(s, NOW);

const p2 = (n: number) => String(n).padStart(2, "0");
/** A personnummer with a correct check digit: { twelve: "YYYYMMDDNNNC", ten: "YYMMDDNNNC" }. */
function build(year: number, month: number, day: number, serial: number) {
  const nine = `${p2(year % 100)}${p2(month)}${p2(day)}${String(serial).padStart(3, "0")}`;
  const ten = `${nine}${luhnCheckDigit(nine)}`;
  return { ten, twelve: `${String(year).padStart(4, "0").slice(0, 2)}${ten}` };
}
const dash10 = (ten: string, sep = "-") => `${ten.slice(0, 6)}${sep}${ten.slice(6)}`;
const dash12 = (twelve: string) => `${twelve.slice(0, 8)}-${twelve.slice(8)}`;

const cmp = (a: readonly number[], b: readonly number[]) => must(a[0]) - must(b[0]) || must(a[1]) - must(b[1]) || must(a[2]) - must(b[2]);
const date = (minYear: number, maxYear: number) =>
  fc
    .tuple(fc.integer({ min: minYear, max: maxYear }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
    .map(([y, m, d]) => [y, m, Math.min(d, daysInMonth(y, m))] as const);
const pastDate = date(1830, 2026).filter((d) => cmp(d, TODAY) <= 0);
const futureDate = date(2026, 2099).filter((d) => cmp(d, TODAY) > 0);
/** birth numbers 001–999 (000 is never issued) */
const serial = fc.integer({ min: 1, max: 999 });

describe("Swedish social security number: messages (spec 1 §5 'Social security number (profile)')", () => {
  it("empty → required ('Personnummer måste fyllas i')", () => {
    expect(check("")).toEqual({ ok: false, error: "required" });
    expect(check(" - ")).toEqual({ ok: false, error: "required" });
    expect(issues(swedishSsn({ now: () => NOW }).safeParse(""))).toEqual(["validation.ssn.required"]);
    expect(issues(swedishSsn().safeParse(undefined))).toEqual(["validation.ssn.required"]);
  });
  it("not 10 or 12 digits → format ('Du måste ange 12 siffror (ÅÅÅÅMMDDNNNN)')", () => {
    for (const v of ["12345", "121212121", "12121212121", "1912121212120", "19121212+1212", "121212 1212", "12121a-1212", "121212/1212"]) {
      expect(check(v), v).toEqual({ ok: false, error: "format" });
    }
    expect(issues(swedishSsn({ now: () => NOW }).safeParse("12345"))).toEqual(["validation.ssn.format"]);
  });
  it("bad date or check digit → valid ('Ogiltigt personnummer')", () => {
    expect(check("19121212-1213")).toEqual({ ok: false, error: "valid" });
    expect(issues(swedishSsn({ now: () => NOW }).safeParse("19121212-1213"))).toEqual(["validation.ssn.valid"]);
  });
});

describe("Swedish social security number: accepted forms", () => {
  it("12 digits, with or without hyphen, and 10 digits with hyphen, plus or nothing", () => {
    expect(check("19121212-1212")).toEqual({ ok: true, value: "191212121212" });
    expect(check("191212121212")).toEqual({ ok: true, value: "191212121212" });
    expect(check("811228-9874")).toEqual({ ok: true, value: "198112289874" });
    expect(check(" 8112289874 ")).toEqual({ ok: true, value: "198112289874" });
  });
  it("10 digits get the most recent century that is not in the future", () => {
    expect(check("121212-1212")).toEqual({ ok: true, value: "201212121212" });
    const today = build(2026, 5, 10, 123);
    expect(check(today.ten)).toEqual({ ok: true, value: today.twelve });
    const tomorrow = build(1926, 5, 11, 123);
    expect(check(tomorrow.ten)).toEqual({ ok: true, value: tomorrow.twelve });
  });
  it("'+' marks a century earlier (aged 100 or more)", () => {
    expect(check("121212+1212")).toEqual({ ok: true, value: "191212121212" });
    const old = build(1826, 5, 11, 1);
    expect(check(dash10(old.ten, "+"))).toEqual({ ok: true, value: old.twelve });
  });
  it("uses the Swedish calendar date for 'today'", () => {
    const bornToday = build(2026, 5, 10, 42).twelve;
    expect(checkSwedishSsn(bornToday, new Date("2026-05-09T22:30:00Z")).ok).toBe(true); // 00:30 on 10 May in Stockholm
    expect(checkSwedishSsn(bornToday, new Date("2026-05-09T21:30:00Z")).ok).toBe(false); // 23:30 on 9 May
  });
  it("coordination numbers: day + 60", () => {
    expect(check("701063-2391")).toEqual({ ok: true, value: "197010632391" });
    expect(check(build(1990, 1, 91, 7).twelve)).toEqual({ ok: true, value: build(1990, 1, 91, 7).twelve });
  });
});

describe("Swedish social security number: refused dates", () => {
  it("not a real date", () => {
    expect(check(build(2001, 2, 29, 1).twelve).ok).toBe(false);
    expect(check(build(2000, 2, 29, 1).twelve).ok).toBe(true);
    expect(check(build(1900, 2, 29, 1).twelve).ok).toBe(false);
    expect(check(build(1990, 4, 31, 1).twelve).ok).toBe(false);
    expect(check(build(1990, 13, 1, 1).twelve).ok).toBe(false);
    expect(check(build(1990, 0, 1, 1).twelve).ok).toBe(false);
    expect(check(build(1990, 1, 0, 1).twelve).ok).toBe(false);
    expect(check(build(1990, 1, 32, 1).twelve).ok).toBe(false);
    expect(check(build(1990, 1, 60, 1).twelve).ok).toBe(false);
    expect(check(build(1990, 1, 92, 1).twelve).ok).toBe(false);
    expect(check(build(1990, 2, 90, 1).twelve).ok).toBe(false); // coordination number for 30 February
  });
  it("in the future (12 digits)", () => {
    expect(check(build(2026, 5, 11, 1).twelve)).toEqual({ ok: false, error: "valid" });
    expect(check(build(2026, 5, 71, 1).twelve)).toEqual({ ok: false, error: "valid" });
  });
});

describe("Swedish social security number: properties", () => {
  it("any past date with a correct check digit is accepted as 12 digits, with a hyphen, and as 10 digits (property)", () => {
    fc.assert(
      fc.property(pastDate, serial, ([y, m, d], n) => {
        const { ten, twelve } = build(y, m, d, n);
        expect(check(twelve)).toEqual({ ok: true, value: twelve });
        expect(check(dash12(twelve))).toEqual({ ok: true, value: twelve });
        // 10 digits: "-" (or nothing) under 100 years of age, "+" from the 100th birthday on
        // (pastDate starts in 1830, so every date is within the two centuries 10 digits can express)
        const under100 = cmp([y + 100, m, d], TODAY) > 0;
        if (under100) {
          expect(check(dash10(ten))).toEqual({ ok: true, value: twelve });
          expect(check(ten)).toEqual({ ok: true, value: twelve });
        } else {
          expect(check(dash10(ten, "+"))).toEqual({ ok: true, value: twelve });
        }
      }),
    );
  });
  it("changing the check digit makes it invalid (property)", () => {
    fc.assert(
      fc.property(pastDate, serial, fc.integer({ min: 1, max: 9 }), ([y, m, d], n, delta) => {
        const { twelve } = build(y, m, d, n);
        const wrong = twelve.slice(0, 11) + ((Number(twelve[11]) + delta) % 10);
        expect(check(wrong)).toEqual({ ok: false, error: "valid" });
        expect(check(dash10(wrong.slice(2)))).toEqual({ ok: false, error: "valid" });
      }),
    );
  });
  it("coordination numbers (day + 60) are accepted and kept as written (property)", () => {
    fc.assert(
      fc.property(pastDate, serial, ([y, m, d], n) => {
        const { ten, twelve } = build(y, m, d + 60, n);
        expect(check(twelve)).toEqual({ ok: true, value: twelve });
        if (cmp([y + 100, m, d], TODAY) > 0) expect(check(dash10(ten))).toEqual({ ok: true, value: twelve });
      }),
    );
  });
  it("future dates are refused in the 12-digit form (property)", () => {
    fc.assert(
      fc.property(futureDate, serial, fc.boolean(), ([y, m, d], n, coordination) => {
        expect(check(build(y, m, coordination ? d + 60 : d, n).twelve)).toEqual({ ok: false, error: "valid" });
      }),
    );
  });
  it("a 10-digit number is never put in the future nor more than a century back (property)", () => {
    fc.assert(
      fc.property(date(1927, 2026), serial, ([y, m, d], n) => {
        const r = check(build(y, m, d, n).ten);
        if (r.ok) {
          const out = [Number(r.value.slice(0, 4)), m, d];
          expect(cmp(out, TODAY)).toBeLessThanOrEqual(0);
          expect(cmp([must(out[0]) + 100, m, d], TODAY)).toBeGreaterThan(0);
        }
      }),
    );
  });
  it("a letter anywhere gives the format message (property)", () => {
    fc.assert(
      fc.property(pastDate, serial, fc.nat(11), fc.constantFrom(..."aBxÖ"), ([y, m, d], n, at, ch) => {
        const { twelve } = build(y, m, d, n);
        expect(check(twelve.slice(0, at) + ch + twelve.slice(at + 1))).toEqual({ ok: false, error: "format" });
      }),
    );
  });
});

describe("swedishSsn schema and helpers", () => {
  it("outputs the 12-digit form and reads 'now' at each parse", () => {
    let now = NOW;
    const schema = swedishSsn({ now: () => now });
    const born = build(2026, 5, 11, 5).twelve;
    expect(issues(schema.safeParse(born))).toEqual(["validation.ssn.valid"]);
    now = new Date("2026-05-11T10:00:00Z");
    expect(schema.parse(dash12(born))).toBe(born);
  });
  it("defaults to the real clock", () => {
    expect(swedishSsn().parse("19121212-1212")).toBe("191212121212");
    expect(swedishSsn().safeParse(build(2099, 1, 1, 1).twelve).success).toBe(false);
  });
  it("can be made optional", () => {
    expect(swedishSsn({ required: false }).parse("")).toBeUndefined();
    expect(issues(swedishSsn({ required: false }).safeParse("123"))).toEqual(["validation.ssn.format"]);
  });
  it("isValidSwedishSsn / normalizeSwedishSsn", () => {
    expect(isValidSwedishSsn("811228-9874", NOW)).toBe(true);
    expect(isValidSwedishSsn("811228-9875", NOW)).toBe(false);
    expect(normalizeSwedishSsn("811228-9874", NOW)).toBe("198112289874");
    expect(normalizeSwedishSsn("811228-9875", NOW)).toBeUndefined();
  });
});

describe("Swedish social security number: published examples (personnummer/meta testdata, Skatteverket)", () => {
  it.each([
    ["19121212-1212", "191212121212"], // Skatteverket's "Tolvan Tolvansson"
    ["121212-1212", "201212121212"], // 10 digits: the latest century not in the future
    ["811228-9874", "198112289874"],
    ["640823-3234", "196408233234"],
    ["198507099805", "198507099805"],
    ["198507099813", "198507099813"],
    ["701063-2391", "197010632391"], // coordination number (day 63 = the 3rd)
    ["198507699802", "198507699802"], // coordination number
  ])("%s is valid → %s", (input, twelve) => {
    expect(check(input)).toEqual({ ok: true, value: twelve });
  });
  it.each([
    ["198507099801", "valid"], // wrong check digit
    ["640823-3235", "valid"], // wrong check digit
    ["19000101-0008", "valid"], // birth number 000 (Luhn-valid, never issued)
    ["20180101-0003", "valid"], // birth number 000
    ["19850230-1234", "valid"], // no 30 February
    ["20991231-1234", "valid"], // in the future
    ["8507099805-1", "format"], // 11 digits
    ["1985070998", "valid"], // 10 digits, check digit wrong
    ["850709980", "format"],
  ] as const)("%s → %s", (input, error) => {
    expect(check(input)).toEqual({ ok: false, error });
  });
});
