import { describe, expect, it } from "vitest";
import { bookingContactSchema } from "./booking-contact-schema";
import {
  kgToTons,
  missingSearchFields,
  parseIonParams,
  parseTons,
  pickOrderLine,
  referenceRules,
  showsSelection,
  toggleSlot,
} from "./booking-form-rules";
import { REFERENCE_TYPE } from "./booking-form-rules";
import { TB } from "./messages";

const farmer = { internal: false, transporter: false };
const transporter = { internal: false, transporter: true };
const staff = { internal: true, transporter: false };

describe("reference rules (spec 1 §4, §6)", () => {
  it("uses the spec's reference type numbers (purchase order 5 … customer number 9)", () => {
    expect(REFERENCE_TYPE).toEqual({ purchaseOrder: 5, customerOrder: 6, distributionOrder: 7, shipment: 8, customerNumber: 9 });
  });
  it("a purchase order forces unloading; a customer number defaults to loading", () => {
    expect(referenceRules(5, farmer)).toMatchObject({ loadingLocked: true, defaultLoading: false });
    expect(referenceRules(9, farmer)).toMatchObject({ loadingLocked: false, defaultLoading: true });
    expect(referenceRules(6, staff)).toMatchObject({ loadingLocked: false });
  });
  it("the own purchase-order list only for external non-transporters searching purchase orders", () => {
    expect(referenceRules(5, farmer).showOwnOrders).toBe(true);
    expect(referenceRules(6, farmer).showOwnOrders).toBe(false);
    expect(referenceRules(5, transporter).showOwnOrders).toBe(false);
    expect(referenceRules(5, staff).showOwnOrders).toBe(false);
  });
  it("staff and transporters choose warehouses, see all columns and pick customers with the autocomplete; farmers are locked", () => {
    for (const r of [staff, transporter]) {
      expect(referenceRules(9, r)).toMatchObject({
        canChooseWarehouse: true,
        allColumns: true,
        customerLocked: false,
        customerAutocomplete: true,
      });
      expect(referenceRules(5, r).customerAutocomplete).toBe(false);
    }
    expect(referenceRules(9, farmer)).toMatchObject({
      canChooseWarehouse: false,
      allColumns: false,
      customerLocked: true,
      customerAutocomplete: false,
    });
  });
  it("only a bookable Unplanned reference shows the selection options", () => {
    expect(showsSelection("Unplanned", true)).toBe(true);
    expect(showsSelection("Unplanned", false)).toBe(false);
    expect(showsSelection("Delivered", true)).toBe(false);
    expect(showsSelection("ReservationExists", true)).toBe(false);
    expect(showsSelection("NotFound", true)).toBe(false);
  });
});

describe("ticking slots up to AllowedReservations (spec 1 §9)", () => {
  it("adds in time order and unticks", () => {
    let s = toggleSlot([], "2030-09-02T10:00", 3).selected;
    s = toggleSlot(s, "2030-09-02T08:00", 3).selected;
    expect(s).toEqual(["2030-09-02T08:00", "2030-09-02T10:00"]);
    expect(toggleSlot(s, "2030-09-02T08:00", 3)).toEqual({ selected: ["2030-09-02T10:00"], refused: false });
  });
  it("refuses a tick beyond the limit and keeps the selection", () => {
    const s = ["2030-09-02T08:00", "2030-09-02T09:00"];
    expect(toggleSlot(s, "2030-09-02T10:00", 2)).toEqual({ selected: s, refused: true });
    expect(toggleSlot(s, "2030-09-02T10:00", 0).refused).toBe(true);
  });
  it("with one allowed (moving a booking) a new tick replaces the old", () => {
    expect(toggleSlot(["2030-09-02T08:00"], "2030-09-02T09:00", 1)).toEqual({ selected: ["2030-09-02T09:00"], refused: false });
  });
});

describe("form helpers", () => {
  it("kg to tons and typed tons", () => {
    expect(kgToTons(32000)).toBe(32);
    expect(parseTons("12,5")).toBe(12.5);
    expect(parseTons("1 200")).toBe(1200);
    expect(parseTons("")).toBeNaN();
    expect(parseTons("tio")).toBeNaN();
  });
  it("reads the ion link", () => {
    expect(parseIonParams({ ion: "4500123401" })).toEqual({ reference: "4500123401", line: null });
    expect(parseIonParams({ ion: "4500123401", line: "10" })).toEqual({ reference: "4500123401", line: 10 });
    expect(parseIonParams({ ion: ["4500123401"], line: "x" })).toEqual({ reference: "4500123401", line: null });
    expect(parseIonParams({ ion: "<script>" })).toBeNull();
    expect(parseIonParams({})).toBeNull();
  });
  it("picks the linked order line, else the first", () => {
    const lines = [{ Linenumber: 10 }, { Linenumber: 20 }];
    expect(pickOrderLine(lines, 20)).toBe(lines[1]);
    expect(pickOrderLine(lines, 99)).toBe(lines[0]);
    expect(pickOrderLine([], null)).toBeNull();
  });
  it("names the missing slot-search fields (spec 1 §5)", () => {
    expect(
      missingSearchFields({ resourceGroupId: "1", item: "10110", vehicle: "2", qty: "32", date: "2030-09-02", customerNo: "100234" }),
    ).toEqual([]);
    expect(missingSearchFields({ qty: "0" })).toEqual(["customerNo", "resourceGroupId", "item", "vehicle", "qty", "date"]);
    expect(missingSearchFields({ resourceGroupId: "1", item: "1", vehicle: "2", qty: "abc", date: "2030-09-02", customerNo: "1" })).toEqual(
      ["qty"],
    );
  });
});

describe("contact form schema (spec 1 §5 'Time booking')", () => {
  const issues = (market: "se" | "fi", regNoMandatory: boolean, v: Record<string, string>) => {
    const r = bookingContactSchema(market, { regNoMandatory }).safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  it("accepts an empty form when the group needs no plate", () => {
    expect(issues("se", false, {})).toEqual({});
  });
  it("the plate is required where the group says so (RegNoMandatory)", () => {
    expect(issues("se", true, {})).toEqual({ LicensePlateNo: TB.licensePlateRequired });
    expect(issues("se", true, { LicensePlateNo: "ABC123" })).toEqual({});
  });
  it("a reminder needs an e-mail or a mobile", () => {
    expect(issues("se", false, { ReminderInMinutesBefore: "60" })).toEqual({
      ReminderInMinutesBefore: "timeBooking.contact.reminderNeedsContact",
    });
    expect(issues("se", false, { ReminderInMinutesBefore: "60", EmailAddress: "a@b.se" })).toEqual({});
    expect(issues("se", false, { ReminderInMinutesBefore: "1440", MobilePhone: "070 123 45 67" })).toEqual({});
    expect(issues("se", false, { ReminderInMinutesBefore: "30", EmailAddress: "a@b.se" })).toHaveProperty("ReminderInMinutesBefore");
  });
  it("checks e-mail, mobile per market and the delivery number (letters incl. åäö and digits)", () => {
    expect(issues("se", false, { EmailAddress: "nope" })).toEqual({ EmailAddress: "validation.email.valid" });
    expect(issues("se", false, { MobilePhone: "12345" })).toEqual({ MobilePhone: "validation.mobile.valid" });
    expect(issues("fi", false, { MobilePhone: "+358 401234567" })).toEqual({});
    expect(issues("fi", false, { MobilePhone: "070 123 45 67" })).toEqual({ MobilePhone: "validation.mobile.valid" });
    expect(issues("se", false, { DeliveryNo: "Åby12" })).toEqual({});
    expect(issues("se", false, { DeliveryNo: "AB-12" })).toHaveProperty("DeliveryNo");
  });
});

describe("dates per market", () => {
  it("formats local days and slot names", async () => {
    const { formatLocalDay, slotName } = await import("./booking-form-rules");
    expect(formatLocalDay("2030-09-02", "se")).toBe("2030-09-02");
    expect(formatLocalDay("2030-09-02", "fi")).toBe("2.9.2030");
    expect(slotName("2026-11-23T08:00", "se")).toBe("2026-11-23 08:00");
    expect(slotName("2026-11-23T08:00", "fi")).toBe("23.11.2026 08:00");
  });
});
