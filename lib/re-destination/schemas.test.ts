/** The re-destination form rules (spec 3 §5 "Re-destination"), shared by the forms and the calls. */
import { describe, expect, it } from "vitest";
import { todayIn } from "@/lib/market/format";
import { addDays } from "@/lib/time-booking/compute-slots";
import {
  daysInRange,
  isPastDate,
  reDestinationStepOneSchema,
  ZReDestinationApplyRequest,
  ZReDestinationSearchRequest,
  ZReDestinationValidateRequest,
} from "./schemas";

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
const today = todayIn("se");

describe("search: warehouse, confirmed delivery date from and to required", () => {
  it("names each missing field with its own key", () => {
    for (const empty of [
      {},
      { warehouse: "", confirmedDeliveryDateFrom: "", confirmedDeliveryDateTo: " " },
      { warehouse: null, confirmedDeliveryDateFrom: null, confirmedDeliveryDateTo: null },
    ]) {
      expect(messages(ZReDestinationSearchRequest.safeParse(empty))).toEqual({
        warehouse: "reDestination.validation.warehouse",
        confirmedDeliveryDateFrom: "reDestination.validation.dateFrom",
        confirmedDeliveryDateTo: "reDestination.validation.dateTo",
      });
    }
  });

  it("accepts and normalises a valid search", () => {
    expect(
      ZReDestinationSearchRequest.parse({
        warehouse: " ska ",
        confirmedDeliveryDateFrom: "2026/9/1",
        confirmedDeliveryDateTo: "2026-09-14",
      }),
    ).toEqual({
      warehouse: "SKA",
      confirmedDeliveryDateFrom: "2026-09-01",
      confirmedDeliveryDateTo: "2026-09-14",
      customerNumber: undefined,
    });
  });

  it("refuses bad dates, a to date before the from date and a range over 31 days", () => {
    const base = { warehouse: "SKA", confirmedDeliveryDateFrom: "2026-09-01" };
    expect(messages(ZReDestinationSearchRequest.safeParse({ ...base, confirmedDeliveryDateTo: "2026-02-30" }))).toEqual({
      confirmedDeliveryDateTo: "reDestination.validation.dateValid",
    });
    expect(messages(ZReDestinationSearchRequest.safeParse({ ...base, confirmedDeliveryDateTo: "2026-08-31" }))).toEqual({
      confirmedDeliveryDateTo: "reDestination.validation.toBeforeFrom",
    });
    expect(ZReDestinationSearchRequest.safeParse({ ...base, confirmedDeliveryDateTo: "2026-10-01" }).success).toBe(true); // 31 days
    expect(messages(ZReDestinationSearchRequest.safeParse({ ...base, confirmedDeliveryDateTo: "2026-10-02" }))).toEqual({
      confirmedDeliveryDateTo: "reDestination.validation.rangeTooLong",
    });
    expect(daysInRange("2026-03-28", "2026-03-30")).toBe(3); // across the daylight-saving change
    expect(
      messages(ZReDestinationSearchRequest.safeParse({ ...base, confirmedDeliveryDateTo: "2026-09-02", customerNumber: "12a" })),
    ).toEqual({ customerNumber: "validation.customerNumber.valid" });
  });
});

describe("step one: warehouse, delivery date, lorry type required", () => {
  const schema = reDestinationStepOneSchema("SKA");

  it("names each missing field", () => {
    expect(messages(schema.safeParse({ warehouse: "", deliveryDate: "", lorryType: "" }))).toEqual({
      warehouse: "reDestination.validation.newWarehouse",
      deliveryDate: "reDestination.validation.deliveryDate",
      lorryType: "reDestination.validation.lorryType",
    });
  });

  it("wants another warehouse than the current one and a date not in the past (Stockholm)", () => {
    expect(messages(schema.safeParse({ warehouse: "ska", deliveryDate: today, lorryType: "BIL" }))).toEqual({
      warehouse: "reDestination.validation.sameWarehouse",
    });
    // reported together with the other fields' messages, not only once they are valid
    expect(messages(schema.safeParse({ warehouse: "SKA" }))).toEqual({
      warehouse: "reDestination.validation.sameWarehouse",
      deliveryDate: "reDestination.validation.deliveryDate",
      lorryType: "reDestination.validation.lorryType",
    });
    expect(messages(schema.safeParse({ warehouse: "LID", deliveryDate: addDays(today, -1), lorryType: "BIL" }))).toEqual({
      deliveryDate: "reDestination.validation.deliveryDatePast",
    });
    expect(schema.parse({ warehouse: "LID", deliveryDate: today, lorryType: "bil_slap", reason: "", note: "  " })).toEqual({
      warehouse: "LID",
      deliveryDate: today,
      lorryType: "BIL_SLAP",
      reason: undefined,
      note: undefined,
    });
    expect(isPastDate("2026-09-09", "2026-09-10")).toBe(true);
    expect(isPastDate("2026-09-10", "2026-09-10")).toBe(false);
  });

  it("checks the optional reason and note", () => {
    const ok = { warehouse: "LID", deliveryDate: today, lorryType: "BIL" };
    expect(messages(schema.safeParse({ ...ok, reason: "weather" }))).toEqual({ reason: "reDestination.validation.reason" });
    expect(messages(schema.safeParse({ ...ok, note: "x".repeat(501) }))).toEqual({ note: "reDestination.validation.note" });
    expect(schema.safeParse({ ...ok, reason: "quality", note: "x".repeat(500) }).success).toBe(true);
  });
});

describe("validate and apply requests", () => {
  const step = { warehouse: "LID", deliveryDate: addDays(today, 3), lorryType: "BIL" };

  it("need at least one selected line, each once, with its version", () => {
    expect(messages(ZReDestinationValidateRequest.safeParse({ ...step, lines: [] }))).toEqual({ lines: "reDestination.validation.lines" });
    expect(
      messages(
        ZReDestinationValidateRequest.safeParse({
          ...step,
          lines: [
            { lineId: 1, version: "7" },
            { lineId: "1", version: "8" },
          ],
        }),
      ),
    ).toEqual({ lines: "reDestination.validation.lines" });
    expect(messages(ZReDestinationValidateRequest.safeParse({ ...step, lines: [{ lineId: 1, version: "x" }] }))).toEqual({
      "lines.0.version": "reDestination.validation.lines",
    });
    expect(ZReDestinationValidateRequest.parse({ ...step, lines: [{ lineId: "12", version: "901" }] }).lines).toEqual([
      { lineId: 12, version: "901" },
    ]);
  });

  it("apply needs a batch id (UUID)", () => {
    const lines = [{ lineId: 1, version: "1" }];
    expect(messages(ZReDestinationApplyRequest.safeParse({ ...step, lines }))).toEqual({ batchId: "reDestination.validation.batchId" });
    expect(ZReDestinationApplyRequest.safeParse({ ...step, lines, batchId: "3f2b8a4e-6a7c-4c59-9a7e-2f0c1d5b8e11" }).success).toBe(true);
  });
});
