import { describe, expect, it } from "vitest";
import { hasDateFields } from "./constants";
import { checkSearchText, normalizeRegNo, TRANSPORT_MESSAGES as M, ZGetAnnouncementsRequest, ZSearchTransportRequest } from "./schemas";

const fieldErrors = (input: unknown) => {
  const r = ZSearchTransportRequest.safeParse(input);
  if (r.success) return null;
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) (out[i.path.join(".")] ??= []).push(i.message);
  return out;
};

describe("transport search request (spec 1 §5, §9)", () => {
  it("enables the date fields only for Kundnummer and Lastbil", () => {
    expect(hasDateFields("Kundnummer")).toBe(true);
    expect(hasDateFields("Lastbil")).toBe(true);
    expect(hasDateFields("Ordernummer")).toBe(false);
    expect(hasDateFields("Anläggning")).toBe(false);
  });

  it("a range of 7 days is fine, 8 days is flagged on the to date", () => {
    expect(ZSearchTransportRequest.parse({ category: "Lastbil", text: "abc 123", fromDate: "2026-09-01", toDate: "2026-09-08" })).toEqual({
      category: "Lastbil",
      text: "ABC123",
      fromDate: "2026-09-01",
      toDate: "2026-09-08",
    });
    expect(fieldErrors({ category: "Lastbil", text: "ABC123", fromDate: "2026-09-01", toDate: "2026-09-09" })).toEqual({
      toDate: [M.rangeTooLong],
    });
    expect(fieldErrors({ category: "Kundnummer", text: "100234", fromDate: "2026-03-25", toDate: "2026-04-02" })).toEqual({
      toDate: [M.rangeTooLong],
    });
  });

  it("date categories need both dates, real dates, in order", () => {
    expect(fieldErrors({ category: "Kundnummer", text: "100234" })).toEqual({ fromDate: [M.fromDate], toDate: [M.toDate] });
    expect(fieldErrors({ category: "Kundnummer", text: "100234", fromDate: "2026-02-30", toDate: "2026-03-01" })).toEqual({
      fromDate: [M.fromDate],
    });
    expect(fieldErrors({ category: "Kundnummer", text: "100234", fromDate: "2026-03-05", toDate: "2026-03-04" })).toEqual({
      toDate: [M.toBeforeFrom],
    });
    // slashes and one-digit parts are ISO dates too (spec 1 §5)
    expect(
      ZSearchTransportRequest.parse({ category: "Kundnummer", text: " 100234 ", fromDate: "2026/3/1", toDate: "2026-03-02" }),
    ).toMatchObject({ text: "100234", fromDate: "2026-03-01" });
  });

  it("other categories ignore the dates, however long the range", () => {
    expect(
      ZSearchTransportRequest.parse({ category: "Ordernummer", text: "5100023401", fromDate: "2026-01-01", toDate: "2026-12-31" }),
    ).toEqual({
      category: "Ordernummer",
      text: "5100023401",
      fromDate: undefined,
      toDate: undefined,
    });
    expect(ZSearchTransportRequest.parse({ category: "Anläggning", text: "Skara" })).toMatchObject({ text: "Skara", fromDate: undefined });
  });

  it("checks the text per category", () => {
    expect(fieldErrors({ category: "Ordernummer", text: "" })).toEqual({ text: [M.textRequired] });
    expect(fieldErrors({ category: "Ordernummer", text: "51000-1" })).toEqual({ text: [M.orderNumber] });
    expect(fieldErrors({ category: "Kundnummer", text: "abc", fromDate: "2026-01-01", toDate: "2026-01-02" })).toEqual({
      text: [M.customerNumber],
    });
    expect(fieldErrors({ category: "Lastbil", text: "A", fromDate: "2026-01-01", toDate: "2026-01-02" })).toEqual({ text: [M.lorry] });
    expect(fieldErrors({ category: "Anläggning", text: "Sk%" })).toEqual({ text: [M.facility] });
    expect(checkSearchText("Lastbil", "klh-481")).toEqual({ ok: true, value: "KLH481" });
    expect(checkSearchText("Anläggning", "Lidköping")).toEqual({ ok: true, value: "Lidköping" });
  });

  it("an empty call gets field messages, never a crash", () => {
    expect(fieldErrors({})).toMatchObject({ category: [M.category] });
    expect(fieldErrors({ category: "Taxi", text: "x" })).toEqual({ category: [M.category] });
  });

  it("normalises registration numbers", () => {
    expect(normalizeRegNo(" abc 123 ")).toBe("ABC123");
    expect(normalizeRegNo("KLH-481")).toBe("KLH481");
  });
});

describe("get-annoncements request (spec 1 §7)", () => {
  it("takes a positive whole orderRowId, also as text", () => {
    expect(ZGetAnnouncementsRequest.parse({ orderRowId: "12" })).toEqual({ orderRowId: 12 });
    for (const bad of [{}, { orderRowId: "" }, { orderRowId: "x" }, { orderRowId: 0 }, { orderRowId: 1.5 }, { orderRowId: 1e12 }]) {
      const r = ZGetAnnouncementsRequest.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      if (!r.success) expect(r.error.issues[0]).toMatchObject({ path: ["orderRowId"], message: M.orderRowId });
    }
  });
});
