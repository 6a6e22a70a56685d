/** Pure rules of the list booking: status-500 reasons, the print line, the search and print schemas, formats. */
import { describe, expect, it } from "vitest";
import { ATTENTION, bookingAttention, printLineOf, type AttentionOrder } from "./booking-attention";
import { formatLocalDay, formatLocalTime, formatTons } from "./format";
import { multiPdfUrl, ZGenerateMultiPdfRequest, ZSearchBookingsRequest } from "./schemas";

const now = new Date("2026-09-01T08:00:00Z");
const later = new Date("2026-09-03T08:00:00Z");
const booking = { status: "booked", endsAt: later, lineNumber: 10 as number | null };
const po = (over: Partial<AttentionOrder> = {}, line: Partial<AttentionOrder["lines"][number]> = {}): AttentionOrder => ({
  kind: "purchase",
  status: 20,
  lines: [{ lineNumber: 10, itemNumber: "10110", status: 20, deliveryAssuranceConfirmed: true, ...line }],
  ...over,
});

describe("bookingAttention", () => {
  it("a normal booking on a confirmed purchase order, or without an order, needs nothing", () => {
    expect(bookingAttention(booking, po(), now)).toBeNull();
    expect(bookingAttention(booking, null, now)).toBeNull();
  });
  it("the order or the line was delivered meanwhile", () => {
    expect(bookingAttention(booking, po({ status: 80 }), now)).toBe(ATTENTION.orderDelivered);
    expect(bookingAttention(booking, po({}, { status: 75 }), now)).toBe(ATTENTION.orderDelivered);
    expect(bookingAttention(booking, po({ kind: "customer", status: 90 }), now)).toBe(ATTENTION.orderDelivered);
  });
  it("the booked line is gone", () => {
    expect(bookingAttention({ ...booking, lineNumber: 20 }, po(), now)).toBe(ATTENTION.lineMissing);
  });
  it("the purchase order's delivery assurance was withdrawn (below status 40, with an item)", () => {
    expect(bookingAttention(booking, po({}, { deliveryAssuranceConfirmed: false }), now)).toBe(ATTENTION.noDeliveryAssurance);
    expect(bookingAttention({ ...booking, lineNumber: null }, po({}, { deliveryAssuranceConfirmed: false }), now)).toBe(
      ATTENTION.noDeliveryAssurance,
    );
    expect(bookingAttention(booking, po({ status: 40 }, { deliveryAssuranceConfirmed: false }), now)).toBeNull();
    expect(bookingAttention(booking, po({}, { deliveryAssuranceConfirmed: false, itemNumber: null }), now)).toBeNull();
    expect(bookingAttention(booking, po({ kind: "customer" }, { deliveryAssuranceConfirmed: false }), now)).toBeNull();
  });
  it("past, cancelled and delivered bookings never need attention", () => {
    const withdrawn = po({ status: 85 });
    expect(bookingAttention({ ...booking, endsAt: now }, withdrawn, now)).toBeNull();
    expect(bookingAttention({ ...booking, status: "cancelled" }, withdrawn, now)).toBeNull();
    expect(bookingAttention({ ...booking, status: "delivered" }, withdrawn, now)).toBeNull();
  });
  it("a booking on the order as a whole is printed under the first line", () => {
    expect(printLineOf(20, [10, 20])).toBe(20);
    expect(printLineOf(null, [30, 10, 20])).toBe(10);
    expect(printLineOf(null, [])).toBeNull();
  });
});

describe("ZSearchBookingsRequest", () => {
  const ok = { FromDate: "2026-09-01", ToDate: "2026-09-30" };
  it("accepts the legacy form with its empty fields and ignores IsInternal", () => {
    const r = ZSearchBookingsRequest.parse({
      ...ok,
      ResourceGroupId: "",
      RegNo: " ",
      CustomerNo: "",
      IsInternal: "1",
      BookingReference: "",
      ReferenceType: "",
      SearchValue: "",
    });
    expect(r).toMatchObject({ ...ok, ResourceGroupId: undefined, RegNo: undefined, CustomerNo: undefined, BookingReference: undefined });
    expect("SearchValue" in r).toBe(false);
  });
  it("from after to, and more than 31 days, are refused on ToDate", () => {
    const back = ZSearchBookingsRequest.safeParse({ FromDate: "2026-09-02", ToDate: "2026-09-01" });
    expect(back.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["ToDate", "listBooking.errors.toBeforeFrom"]]);
    const long = ZSearchBookingsRequest.safeParse({ FromDate: "2026-09-01", ToDate: "2026-10-03" });
    expect(long.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["ToDate", "listBooking.errors.rangeTooLong"]]);
    expect(ZSearchBookingsRequest.safeParse({ FromDate: "2026-09-01", ToDate: "2026-10-02" }).success).toBe(true);
  });
});

describe("ZGenerateMultiPdfRequest and the print URL", () => {
  it("splits the bar-separated lists into pairs of equal length", () => {
    expect(ZGenerateMultiPdfRequest.parse({ ioNumber: "4500123401|4500123403", lineNumber: "10|20", resync: "true" })).toEqual({
      ioNumber: ["4500123401", "4500123403"],
      lineNumber: [10, 20],
      resync: true,
    });
    const bad = ZGenerateMultiPdfRequest.safeParse({ ioNumber: "A|B", lineNumber: "10" });
    expect(bad.error?.issues.map((i) => i.path.join("."))).toEqual(["lineNumber"]);
    expect(ZGenerateMultiPdfRequest.safeParse({ ioNumber: "A B", lineNumber: "10" }).success).toBe(false);
    expect(
      ZGenerateMultiPdfRequest.safeParse({ ioNumber: Array(51).fill("A").join("|"), lineNumber: Array(51).fill("1").join("|") }).success,
    ).toBe(false);
  });
  it("builds the URL of unique pairs", () => {
    const url = multiPdfUrl([
      { ioNumber: "4500123401", lineNumber: 10 },
      { ioNumber: "4500123403", lineNumber: 10 },
      { ioNumber: "4500123401", lineNumber: 10 },
    ]);
    expect(decodeURIComponent(url)).toBe("/api/pdfhandler/generatemultipdf?ioNumber=4500123401|4500123403&lineNumber=10|10");
  });
});

describe("formats", () => {
  it("tons and local dates per market", () => {
    expect(formatTons(32000, "se")).toBe("32");
    expect(formatTons(12500, "fi")).toBe("12,5");
    expect(formatLocalDay("2026-09-04", "se")).toBe("2026-09-04");
    expect(formatLocalDay("2026-09-04", "fi")).toBe("4.9.2026");
    expect(formatLocalTime("08:30", "fi")).toBe("08.30");
    expect(formatLocalTime("08:30", "se")).toBe("08:30");
  });
});
