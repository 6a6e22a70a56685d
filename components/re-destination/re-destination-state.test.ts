/** The re-destination flow's reducer (pure). */
import { describe, expect, it } from "vitest";
import type { ReDestinationReceipt, ReDestinationReview, ReDestinationSearchReply } from "@/lib/re-destination/schemas";
import { chosenLines, initialReDestination, reDestinationReducer as reduce, type ReDestinationState } from "./re-destination-state";

const line = (lineId: number, version = "1") => ({ lineId, version }) as ReDestinationSearchReply["lines"][number];
const reply = (...ids: number[]) => ({ lines: ids.map((id) => line(id, `v${id}`)) }) as ReDestinationSearchReply;
const QUERY = { warehouse: "SKA", confirmedDeliveryDateFrom: "2030-09-01", confirmedDeliveryDateTo: "2030-09-07" };
const found = (s: ReDestinationState, r: ReDestinationSearchReply, keep?: ReadonlySet<number>) =>
  reduce(s, { type: "found", query: QUERY, result: r, keep });

describe("re-destination reducer", () => {
  it("a search shows its lines and keeps only ticked lines that are still listed", () => {
    let s = found(initialReDestination, reply(1, 2, 3));
    s = reduce(reduce(s, { type: "toggle", lineId: 1 }), { type: "toggle", lineId: 3 });
    expect([...s.selected]).toEqual([1, 3]);
    expect(chosenLines(s)).toEqual([
      { lineId: 1, version: "v1" },
      { lineId: 3, version: "v3" },
    ]);
    const again = found(s, reply(2, 3), s.selected);
    expect([...again.selected]).toEqual([3]);
    expect(again.step).toBe("search");
  });

  it("select all and none, untick a ticked line", () => {
    const s = found(initialReDestination, reply(1, 2));
    expect(reduce(s, { type: "selectAll", on: true }).selected.size).toBe(2);
    expect(reduce(reduce(s, { type: "selectAll", on: true }), { type: "selectAll", on: false }).selected.size).toBe(0);
    expect(reduce(reduce(s, { type: "toggle", lineId: 2 }), { type: "toggle", lineId: 2 }).selected.size).toBe(0);
  });

  it("walks search → step one → review → receipt; going to step one clears the error", () => {
    let s = reduce(found(initialReDestination, reply(1)), { type: "error", error: "x" });
    s = reduce(s, { type: "go", step: "stepOne" });
    expect(s).toMatchObject({ step: "stepOne", error: null });
    const stepOne = { warehouse: "LID", deliveryDate: "2030-09-10", lorryType: "B" } as never;
    s = reduce(s, { type: "reviewed", stepOne, review: { changes: [] } as unknown as ReDestinationReview });
    expect(s.step).toBe("review");
    s = reduce(s, { type: "applied", receipt: { changes: [] } as unknown as ReDestinationReceipt });
    expect(s.step).toBe("receipt");
  });

  it("a new search from the receipt forgets the change and the ticks, and waits for the search", () => {
    let s = reduce(found(initialReDestination, reply(1)), { type: "toggle", lineId: 1 });
    s = reduce(s, { type: "applied", receipt: { changes: [] } as unknown as ReDestinationReceipt });
    const next = reduce(s, { type: "newSearch" });
    expect(next).toMatchObject({ receipt: null, review: null, stepOne: null, step: "receipt" });
    expect(next.selected.size).toBe(0);
    expect(reduce(initialReDestination, { type: "newSearch" }).step).toBe("search");
  });

  it("busy clears the error; idle ends busy", () => {
    const s = reduce(reduce(initialReDestination, { type: "error", error: "x" }), { type: "busy" });
    expect(s).toMatchObject({ busy: true, error: null });
    expect(reduce(s, { type: "idle" }).busy).toBe(false);
  });
});
