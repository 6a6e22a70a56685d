import { describe, expect, it } from "vitest";
import { initialWizard, stepsFor, wizardReducer, type WizardState } from "./wizard-state";

const ctx = { today: "2026-11-26", isInternal: false, receiverActive: false, quantity: { min: 10, max: 3000 } };
const filled = {
  AgreementType: "SportAndForwardAvtal",
  WatchType: "FixedPrice",
  PriceAreaId: "1",
  ProductItemId: "10110",
  GrainType: "Julius",
  Warehouse: "SKA",
  DeliveryMode: "Spon",
  AgreementPeriod: "2;2027-01-01",
  CommitQuantity: "50",
};

describe("wizard steps (spec 2 §4)", () => {
  it("external users go from the form to the review; staff get the receiver step; watch types the price watch step; depot no receiver", () => {
    expect(stepsFor(filled, false)).toEqual(["form", "review", "done"]);
    expect(stepsFor(filled, true)).toEqual(["form", "receiver", "review", "done"]);
    expect(stepsFor({ ...filled, WatchType: "WatchPrice" }, false)).toEqual(["form", "watch", "review", "done"]);
    expect(stepsFor({ ...filled, AgreementType: "Depaavtal" }, true)).toEqual(["form", "review", "done"]);
  });

  it("next stays on a step with errors and moves on when it is valid; a changed crop clears sort and period", () => {
    let s: WizardState = initialWizard("key-12345678", false, { AgreementType: "SportAndForwardAvtal" });
    s = wizardReducer(s, { type: "next", ctx });
    expect(s.step).toBe("form");
    expect(s.errors.ProductItemId?.[0]?.key).toBe("trading.form.productRequired");
    s = initialWizard("key-12345678", false, filled);
    s = wizardReducer(s, { type: "set", field: "ProductItemId", value: "10120" });
    expect(s.values.GrainType).toBe("");
    expect(s.values.AgreementPeriod).toBe("");
    s = initialWizard("key-12345678", false, filled);
    s = wizardReducer(s, { type: "next", ctx });
    expect(s.step).toBe("review");
    s = wizardReducer(s, { type: "back" });
    expect(s.step).toBe("form");
  });

  it("saving disables until ready; a failure keeps the buttons disabled until ready; saved moves to the confirmation", () => {
    let s = wizardReducer(initialWizard("key-12345678", false, filled), { type: "next", ctx });
    s = wizardReducer(s, { type: "saving" });
    expect(s.busy).toBe(true);
    expect(wizardReducer(s, { type: "back" }).step).toBe("review");
    s = wizardReducer(s, { type: "failed", message: "Ett fel uppstod när avtalet skulle skapas" });
    expect(s.busy).toBe(true);
    s = wizardReducer(s, { type: "ready" });
    expect(s.busy).toBe(false);
    s = wizardReducer(wizardReducer(s, { type: "saving" }), {
      type: "saved",
      result: { agreementNumber: "70000001", signingUrl: null, priceWatchId: null },
    });
    expect(s.step).toBe("done");
  });
});
