import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  isFinnishMobile,
  isFinnishPhone,
  isSwedishMobile,
  isSwedishPhone,
  mobileFI,
  mobileFor,
  mobileSE,
  normalizeMobile,
  normalizePhone,
  normalizeSwedishMobile,
  normalizeSwedishPhone,
  phoneFI,
  phoneFor,
  phoneSE,
} from "./phone";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

/** digits written with random single spaces between them */
const spaced = (digits: string) =>
  fc
    .array(fc.boolean(), { minLength: digits.length, maxLength: digits.length })
    .map((gaps) => [...digits].map((d, i) => (gaps[i] && i > 0 ? ` ${d}` : d)).join(""));
const digitString = (min: number, max: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });
/** phone-like noise: the characters the rules look at, plus a few others */
const phoneish = fc.string({ unit: fc.constantFrom(..."0123456789+ -7x"), maxLength: 20 });

describe("Swedish phone: normalisation (spec 1 §5)", () => {
  it("removes spaces", () => {
    expect(normalizeSwedishPhone("+46 8 123 456")).toBe("+468123456");
    expect(normalizeSwedishPhone(" +46\t8 12\u00a03456 ")).toBe("+468123456");
  });
  it("leading 0 becomes +46", () => {
    expect(normalizeSwedishPhone("08123456")).toBe("+468123456");
    expect(normalizeSwedishPhone("070 123 45 67")).toBe("+46701234567");
  });
  it("leading 046 becomes +46", () => {
    expect(normalizeSwedishPhone("046812345")).toBe("+46812345");
  });
  it("leading 0046 becomes +46 (not +46 + 046…)", () => {
    expect(normalizeSwedishPhone("0046 8 123 456")).toBe("+468123456");
  });
  it("leading +460 becomes +46", () => {
    expect(normalizeSwedishPhone("+46 08 123 456")).toBe("+468123456");
    expect(normalizeSwedishPhone("+460701234567")).toBe("+46701234567");
  });
  it("a doubled prefix ends up as one +46", () => {
    expect(normalizeSwedishPhone("0046 070 123 45 67")).toBe("+46701234567");
  });
  it("leaves +46 numbers and unreadable values alone (apart from spaces)", () => {
    expect(normalizeSwedishPhone("+468123456")).toBe("+468123456");
    expect(normalizeSwedishPhone("+47 22 12 34 56")).toBe("+4722123456");
    expect(normalizeSwedishPhone("abc")).toBe("abc");
  });
  it("does not remove hyphens (the spec removes spaces only)", () => {
    expect(normalizeSwedishPhone("070-123 45 67")).toBe("+4670-1234567");
  });
});

describe("Swedish phone: acceptance", () => {
  it("needs +46 followed by at least 6 digits after normalising", () => {
    expect(isSwedishPhone("+46123456")).toBe(true);
    expect(isSwedishPhone("0123456")).toBe(true);
    expect(isSwedishPhone("+4612345")).toBe(false);
    expect(isSwedishPhone("012345")).toBe(false);
  });
  it("refuses other countries, letters and hyphens", () => {
    for (const v of ["+47 22 12 34 56", "+358 9 123 4567", "08-123 456", "070-1234567", "08 123 45a", "+46", ""]) {
      expect(isSwedishPhone(v), v).toBe(false);
    }
  });
  it("normalising is idempotent (property)", () => {
    fc.assert(fc.property(phoneish, (s) => normalizeSwedishPhone(normalizeSwedishPhone(s)) === normalizeSwedishPhone(s)));
  });
  it("any national number 0 + 6 to 12 digits, spaced anyhow, becomes +46 + the digits (property)", () => {
    const national = digitString(6, 12).filter((d) => d[0] !== "0" && !d.startsWith("46"));
    fc.assert(
      fc.property(
        national.chain((d) => fc.tuple(fc.constant(d), spaced(`0${d}`))),
        ([d, typed]) => {
          expect(normalizeSwedishPhone(typed)).toBe(`+46${d}`);
          expect(isSwedishPhone(typed)).toBe(true);
        },
      ),
    );
  });
  it("each international prefix gives the same number as the national one (property)", () => {
    const national = digitString(6, 12).filter((d) => d[0] !== "0");
    fc.assert(
      fc.property(national, fc.constantFrom("0046", "046", "+460", "+46", "0046 0", "+46 0"), (d, prefix) => {
        expect(normalizeSwedishPhone(`${prefix}${d}`)).toBe(`+46${d}`);
      }),
    );
  });
  it("anything valid normalises to +46 and digits only (property)", () => {
    fc.assert(fc.property(phoneish, (s) => !isSwedishPhone(s) || /^\+46\d{6,}$/.test(normalizeSwedishPhone(s))));
  });
});

describe("Swedish mobile: normalisation (spec 1 §5)", () => {
  it("removes spaces", () => {
    expect(normalizeSwedishMobile("+46 70 123 45 67")).toBe("+46701234567");
  });
  it("07 becomes +467", () => {
    expect(normalizeSwedishMobile("070 123 45 67")).toBe("+46701234567");
    expect(normalizeSwedishMobile("0731234567")).toBe("+46731234567");
  });
  it("046 becomes +46", () => {
    expect(normalizeSwedishMobile("046 70 123 45 67")).toBe("+46701234567");
  });
  it("0046 becomes +46", () => {
    expect(normalizeSwedishMobile("0046 70 123 45 67")).toBe("+46701234567");
  });
  it("+4607 becomes +467", () => {
    expect(normalizeSwedishMobile("+46 070 123 45 67")).toBe("+46701234567");
  });
  it("0046 07… becomes +467…", () => {
    expect(normalizeSwedishMobile("0046 070 123 45 67")).toBe("+46701234567");
  });
  it("a leading 0 other than 07 is not rewritten (unlike the phone rule)", () => {
    expect(normalizeSwedishMobile("08 123 456 78")).toBe("0812345678");
    expect(normalizeSwedishMobile("+460812345678")).toBe("+460812345678");
  });
});

describe("Swedish mobile: acceptance", () => {
  it("needs +46 followed by exactly 9 digits", () => {
    expect(isSwedishMobile("+46701234567")).toBe(true);
    expect(isSwedishMobile("+4670123456")).toBe(false);
    expect(isSwedishMobile("+467012345678")).toBe(false);
    expect(isSwedishMobile("07012345678")).toBe(false);
    expect(isSwedishMobile("070123456")).toBe(false);
  });
  it("refuses landlines, hyphens, letters and other countries", () => {
    for (const v of ["08 123 456 78", "070-123 45 67", "070 123 45 6x", "+47 412 34 567", "+358 401234567", ""]) {
      expect(isSwedishMobile(v), v).toBe(false);
    }
  });
  it("normalising is idempotent (property)", () => {
    fc.assert(fc.property(phoneish, (s) => normalizeSwedishMobile(normalizeSwedishMobile(s)) === normalizeSwedishMobile(s)));
  });
  it("07 + 8 digits in every accepted spelling becomes +467 + the digits (property)", () => {
    fc.assert(
      fc.property(digitString(8, 8), fc.constantFrom("07", "+467", "+4607", "0046 7", "046 7", "0046 07", "+46 7"), (d, prefix) => {
        const typed = `${prefix}${d}`;
        expect(normalizeSwedishMobile(typed)).toBe(`+467${d}`);
        expect(isSwedishMobile(typed)).toBe(true);
      }),
    );
  });
  it("07 + other than 8 digits is refused (property)", () => {
    fc.assert(
      fc.property(
        digitString(0, 14).filter((d) => d.length !== 8),
        (d) => !isSwedishMobile(`07${d}`),
      ),
    );
  });
});

describe("Finnish phone and mobile (spec 1 §5)", () => {
  it("phone: +358 followed by at least 6 digits or spaces", () => {
    expect(isFinnishPhone("+358 9 123 4567")).toBe(true);
    expect(isFinnishPhone("+358912345")).toBe(true);
    expect(isFinnishPhone(" +358 40 123 ")).toBe(true);
    expect(isFinnishPhone("+35891234")).toBe(false);
    expect(isFinnishPhone("09 123 4567")).toBe(false);
    expect(isFinnishPhone("+358-9-123-4567")).toBe(false);
    expect(isFinnishPhone("+46 8 123 456")).toBe(false);
  });
  it("mobile: +358, a space, 4 or 5, then at least 6 digits", () => {
    expect(isFinnishMobile("+358 401234567")).toBe(true);
    expect(isFinnishMobile("+358 5012345")).toBe(true);
    expect(isFinnishMobile("+358 401234")).toBe(false);
    expect(isFinnishMobile("+358401234567")).toBe(false);
    expect(isFinnishMobile("+358 601234567")).toBe(false);
    expect(isFinnishMobile("+358 40 123 4567")).toBe(false);
    expect(isFinnishMobile("0401234567")).toBe(false);
  });
  it("mobile: any 4 or 5 followed by 6+ digits is accepted, anything else after +358 refused (property)", () => {
    fc.assert(fc.property(fc.constantFrom("4", "5"), digitString(6, 12), (lead, rest) => isFinnishMobile(`+358 ${lead}${rest}`)));
    fc.assert(
      fc.property(
        fc.constantFrom("0", "1", "2", "3", "6", "7", "8", "9"),
        digitString(6, 12),
        (lead, rest) => !isFinnishMobile(`+358 ${lead}${rest}`),
      ),
    );
  });
});

describe("phone and mobile schemas", () => {
  it("phoneSE is optional-friendly and outputs the normalised number", () => {
    expect(phoneSE().parse("")).toBeUndefined();
    expect(phoneSE().parse(undefined)).toBeUndefined();
    expect(issues(phoneSE().safeParse("08-"))).toEqual(["validation.phone.valid"]);
    expect(phoneSE().parse(" 08 123 456 ")).toBe("+468123456");
  });
  it("phoneSE({ required: true }) needs a value", () => {
    expect(issues(phoneSE({ required: true }).safeParse(""))).toEqual(["validation.phone.required"]);
    expect(issues(phoneSE({ required: true }).safeParse("12"))).toEqual(["validation.phone.valid"]);
  });
  it("mobileSE is always required unless made optional, and outputs the normalised number", () => {
    expect(issues(mobileSE().safeParse(""))).toEqual(["validation.mobile.required"]);
    expect(issues(mobileSE().safeParse(null))).toEqual(["validation.mobile.required"]);
    expect(issues(mobileSE().safeParse("08 123 456"))).toEqual(["validation.mobile.valid"]);
    expect(mobileSE().parse("070 123 45 67")).toBe("+46701234567");
    expect(mobileSE({ required: false }).parse("")).toBeUndefined();
  });
  it("Finnish schemas keep the value as entered (trimmed)", () => {
    expect(phoneFI().parse(" +358 9 123 4567 ")).toBe("+358 9 123 4567");
    expect(issues(phoneFI().safeParse("09 123 4567"))).toEqual(["validation.phone.valid"]);
    expect(mobileFI().parse("+358 401234567")).toBe("+358 401234567");
    expect(issues(mobileFI().safeParse(""))).toEqual(["validation.mobile.required"]);
  });
  it("phoneFor/mobileFor pick the market's rule", () => {
    expect(phoneFor("se").parse("08 123 456")).toBe("+468123456");
    expect(phoneFor("se").safeParse("+358 9 123 4567").success).toBe(false);
    expect(phoneFor("fi").parse("+358 9 123 4567")).toBe("+358 9 123 4567");
    expect(phoneFor("fi").safeParse("08 123 456").success).toBe(false);
    expect(mobileFor("se").parse("0701234567")).toBe("+46701234567");
    expect(mobileFor("fi").safeParse("0701234567").success).toBe(false);
    expect(mobileFor("fi").parse("+358 401234567")).toBe("+358 401234567");
    expect(issues(mobileFor("fi").safeParse(""))).toEqual(["validation.mobile.required"]);
    expect(phoneFor("fi").parse("")).toBeUndefined();
  });
  it("normalizePhone/normalizeMobile by market", () => {
    expect(normalizePhone("se", "08 123 456")).toBe("+468123456");
    expect(normalizePhone("se", "123")).toBeUndefined();
    expect(normalizePhone("fi", "+358 9 123 4567")).toBe("+358 9 123 4567");
    expect(normalizeMobile("se", "0046 70 123 45 67")).toBe("+46701234567");
    expect(normalizeMobile("fi", "0401234567")).toBeUndefined();
  });
  it("in a form object, the messages land on the field", () => {
    const form = z.object({ telephone: phoneSE(), mobilephone: mobileSE() });
    const r = form.safeParse({ telephone: "1", mobilephone: "" });
    expect(r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}:${i.message}`)).toEqual([
      "telephone:validation.phone.valid",
      "mobilephone:validation.mobile.required",
    ]);
    expect(form.parse({ mobilephone: "0701234567" })).toEqual({ mobilephone: "+46701234567" });
  });
  it("the schema's output always passes the pure check again (property)", () => {
    fc.assert(
      fc.property(phoneish, (s) => {
        const r = mobileSE().safeParse(s);
        return !r.success || (isSwedishMobile(r.data) && normalizeSwedishMobile(r.data) === r.data);
      }),
    );
  });
});
