import { describe, expect, it } from "vitest";
import { dryingReducer, dryingSteps, initialDrying, termsGated, type DryingState } from "./drying-state";

const isMobile = () => true;
const fill = (s: DryingState, values: Record<string, string | boolean>) =>
  Object.entries(values).reduce((acc, [field, value]) => dryingReducer(acc, { type: "set", field: field as never, value }), s);
const form = { ProductItemId: "10110", Warehouse: "SKA", CommitQuantity: "120" };

describe("drying wizard state (spec 2 §4 Drying wizard)", () => {
  it("external users go from step 1 straight to the review; internal users pass the receiver step", () => {
    expect(dryingSteps(false)).toEqual(["form", "review", "done"]);
    expect(dryingSteps(true)).toEqual(["form", "receiver", "review", "done"]);
    const ext = dryingReducer(fill(initialDrying("k-123456789", false), form), { type: "next", isMobile });
    expect(ext.step).toBe("review");
    const int = dryingReducer(fill(initialDrying("k-123456789", true), form), { type: "next", isMobile });
    expect(int.step).toBe("receiver");
  });

  it("step 1 stays with its messages until crop, place and quantity are right", () => {
    const s = dryingReducer(initialDrying("k-123456789", false), { type: "next", isMobile });
    expect(s.step).toBe("form");
    expect(Object.keys(s.errors)).toEqual(["ProductItemId", "Warehouse", "CommitQuantity"]);
    expect(dryingReducer(s, { type: "set", field: "Warehouse", value: "SKA" }).errors.Warehouse).toBeUndefined();
  });

  it("the buttons of steps 2a and 2b are gated by the terms; 2a needs the receiver's e-mail and personal number", () => {
    let s = dryingReducer(fill(initialDrying("k-123456789", true), form), { type: "next", isMobile });
    expect(termsGated(s)).toBe(true);
    s = fill(s, { AcceptTerms: true, ReceiverName: "Anna" });
    expect(termsGated(s)).toBe(false);
    s = dryingReducer(s, { type: "next", isMobile });
    expect(s.step).toBe("receiver");
    expect(Object.keys(s.errors)).toEqual(["ReceiverEmail", "ReceiverPersonalNumber"]);
    s = dryingReducer(fill(s, { ReceiverId: "7" }), { type: "next", isMobile });
    expect(s.step).toBe("review");
    expect(termsGated(dryingReducer(s, { type: "set", field: "AcceptTerms", value: false }))).toBe(true);
  });

  it("a failed save keeps the buttons disabled until ready; restart makes a new key", () => {
    let s = dryingReducer(initialDrying("k-123456789", false), { type: "saving" });
    s = dryingReducer(s, { type: "failed", message: "x" });
    expect(s).toMatchObject({ busy: true, failure: "x" });
    expect(dryingReducer(s, { type: "back" })).toBe(s);
    expect(dryingReducer(s, { type: "ready" }).busy).toBe(false);
    const done = dryingReducer(s, { type: "saved", result: { agreementNumber: "70000001", signingUrl: null } });
    expect(done.step).toBe("done");
    expect(dryingReducer(done, { type: "restart", idempotencyKey: "k-987654321" })).toMatchObject({
      step: "form",
      idempotencyKey: "k-987654321",
    });
  });
});
