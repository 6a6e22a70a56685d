import { describe, expect, it } from "vitest";
import { fixedPriceReducer, initialFixedPrice, type FixedPriceLine } from "@/components/trading/fixed-price-state";
import {
  checkDates,
  checkLine,
  endOfMonths,
  isCallOff,
  latestEndDate,
  linePrice,
  lineLimits,
  normalizeCallOff,
  normalizeDesignation,
} from "./fixed-price-rules";

describe("fixed price rules (spec 2 §5, §9)", () => {
  it("call-off: trimmed to 7 upper-case letters and digits; FP and four digits", () => {
    expect(normalizeCallOff(" fp-12345x")).toBe("FP12345");
    expect(isCallOff("FP1234")).toBe(true);
    expect(isCallOff("FP12345")).toBe(false);
    expect(isCallOff("FX1234")).toBe(false);
  });

  it("designation: at most 30, lower case, other characters a dash", () => {
    expect(normalizeDesignation("Vår Mjölk 2027!")).toBe("vår-mjölk-2027-");
    expect(normalizeDesignation("A".repeat(40))).toHaveLength(30);
  });

  it("dates: start not before today, end at most a year ahead and not before the start; months categories end on a month's last day", () => {
    const today = "2026-11-26";
    expect(checkDates({ fromDate: "2026-11-25", endDate: "2027-01-31" }, { today, endMode: "date" }).fromDate).toBeDefined();
    expect(checkDates({ fromDate: "2026-11-26", endDate: "2027-11-27" }, { today, endMode: "date" }).endDate?.[0]?.key).toBe(
      "fixedPrice.errors.endDateTooLate",
    );
    expect(checkDates({ fromDate: "2026-11-26", endDate: "2027-11-26" }, { today, endMode: "date" })).toEqual({});
    expect(checkDates({ fromDate: "2026-12-01", endDate: "2026-11-30" }, { today, endMode: "date" }).endDate).toBeDefined();
    expect(checkDates({ fromDate: "2026-11-26", endDate: "2027-01-30" }, { today, endMode: "months" }).endDate).toBeDefined();
    expect(checkDates({ fromDate: "2026-11-26", endDate: "2027-01-31" }, { today, endMode: "months" })).toEqual({});
    expect(checkDates({ fromDate: "2026-02-30", endDate: "2027-01-31" }, { today, endMode: "date" }).fromDate).toBeDefined();
  });

  it("a year ahead of 29 February is 28 February; n months from a start end on the last day of the n-th month", () => {
    expect(latestEndDate("2028-02-29")).toBe("2029-02-28");
    expect(endOfMonths("2026-11-26", 1)).toBe("2026-11-30");
    expect(endOfMonths("2026-11-26", 4)).toBe("2027-02-28");
    expect(endOfMonths("2027-12-01", 12)).toBe("2028-11-30");
  });

  it("line limits: quantity and supplement of the article, discount 0–30 or up to the price in 411/412", () => {
    const a = { quantityMin: 5, quantityMax: 600, supplementMin: 0, supplementMax: 200 };
    const normal = lineLimits(a, { categoryDiscountMax: 30, customerPrice: 4000 });
    expect(checkLine({ quantity: "5", manualDiscount: "30", termSupplement: "200" }, normal)).toEqual({});
    const e = checkLine({ quantity: "4", manualDiscount: "30.5", termSupplement: "x" }, normal);
    expect(Object.keys(e).sort()).toEqual(["manualDiscount", "quantity", "termSupplement"]);
    expect(e.quantity?.[0]).toEqual({ key: "fixedPrice.errors.outOfRange", values: { min: 5, max: 600 } });
    const special = lineLimits(a, { categoryDiscountMax: null, customerPrice: 4000.5 });
    expect(special.discountMax).toBe(4000);
    expect(checkLine({ quantity: "5", manualDiscount: "400", termSupplement: "" }, special)).toEqual({});
  });

  it("a line's price is exact in öre: customer price − discount + supplement", () => {
    expect(linePrice(4350.1, 10.2, 0.3)).toBe(4340.2);
  });
});

describe("fixed price page state", () => {
  const line = (nr: string): FixedPriceLine => ({
    articleNr: nr,
    articleName: `Art ${nr}`,
    defaultPrice: 100,
    customerPrice: 90,
    manualDiscount: "",
    termSupplement: "",
    CommitQuantity: "10",
    limits: { quantityMin: 1, quantityMax: 100, discountMin: 0, discountMax: 30, supplementMin: 0, supplementMax: 200 },
  });
  const start = () => fixedPriceReducer(initialFixedPrice("key-12345678", false), { type: "category", code: 410 });

  it("an article only once; editing swaps to save/cancel; a removed row fades before it goes", () => {
    let s = fixedPriceReducer(start(), { type: "addLine", line: line("1") });
    s = fixedPriceReducer(s, { type: "addLine", line: line("1") });
    expect(s.lines).toHaveLength(1);
    expect(s.errors.article?.[0]?.key).toBe("fixedPrice.errors.articleTwice");
    s = fixedPriceReducer(s, { type: "edit", articleNr: "1" });
    expect(s.editing).toBe("1");
    s = fixedPriceReducer(s, { type: "saveLine", line: { ...line("1"), CommitQuantity: "20" } });
    expect([s.editing, s.lines[0]?.CommitQuantity]).toEqual([null, "20"]);
    s = fixedPriceReducer(s, { type: "removeStart", articleNr: "1" });
    expect([s.lines.length, s.removing]).toEqual([1, ["1"]]);
    s = fixedPriceReducer(s, { type: "removeEnd", articleNr: "1" });
    expect(s.lines).toEqual([]);
  });

  it("next checks each step: lines needed, a valid call-off number; the farmer has no receiver step", () => {
    let s = fixedPriceReducer(start(), { type: "next", today: "2026-11-26", endMode: "date" });
    expect(s.step).toBe("lines");
    s = fixedPriceReducer(s, { type: "addLine", line: line("1") });
    s = fixedPriceReducer(s, { type: "next", today: "2026-11-26", endMode: "date" });
    expect(s.step).toBe("header");
    s = fixedPriceReducer(s, { type: "header", field: "callOffAgreementNr", value: "fp 1234" });
    expect(s.header.callOffAgreementNr).toBe("FP1234");
    s = fixedPriceReducer(s, { type: "header", field: "fromDate", value: "2026-11-26" });
    s = fixedPriceReducer(s, { type: "header", field: "endDate", value: "2027-02-01" });
    s = fixedPriceReducer(s, { type: "next", today: "2026-11-26", endMode: "date" });
    expect(s.step).toBe("review");
  });

  it("another category starts the lines over; stored lines fill only an untouched page", () => {
    let s = fixedPriceReducer(start(), { type: "addLine", line: line("1") });
    s = fixedPriceReducer(s, { type: "category", code: 411 });
    expect(s.lines).toEqual([]);
    const stored = {
      categoryCode: 410,
      lines: [line("2")],
      header: { callOffAgreementNr: "FP0001", designation: "", fromDate: "", endDate: "", months: "3" },
    };
    const fresh = fixedPriceReducer(initialFixedPrice("key-12345678", false), { type: "hydrate", stored });
    expect(fresh.lines.map((l) => l.articleNr)).toEqual(["2"]);
    expect(fixedPriceReducer(s, { type: "hydrate", stored })).toBe(s);
  });
});
