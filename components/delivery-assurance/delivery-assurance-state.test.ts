/** The delivery assurance page's reducer (pure). */
import { describe, expect, it } from "vitest";
import type { DeliveryAssuranceRow } from "@/lib/delivery-assurance/schemas";
import { deliveryAssuranceReducer as reduce } from "./delivery-assurance-state";

const row = (ioNumber: string, lineNumber: number, quantity = 10) => ({ ioNumber, lineNumber, quantity }) as DeliveryAssuranceRow;

describe("delivery assurance reducer", () => {
  it("a save goes to step 2 with the new rows first, replacing the same lines, and counts them", () => {
    const s = reduce(
      { step: 1, rows: [row("A", 10), row("B", 10)], created: 0 },
      { type: "saved", rows: [row("C", 10), row("B", 10, 20)] },
    );
    expect(s.step).toBe(2);
    expect(s.created).toBe(2);
    expect(s.rows.map((r) => `${r.ioNumber}${r.lineNumber}:${r.quantity}`)).toEqual(["C10:10", "B10:20", "A10:10"]);
  });

  it("a new form goes back to step 1 without the notice and keeps the rows", () => {
    const s = reduce({ step: 2, rows: [row("A", 10)], created: 1 }, { type: "newForm" });
    expect(s).toEqual({ step: 1, rows: [row("A", 10)], created: 0 });
  });

  it("step 2's changes (a delete, created copies) replace the rows", () => {
    expect(reduce({ step: 2, rows: [row("A", 10)], created: 1 }, { type: "rows", rows: [] }).rows).toEqual([]);
  });
});
