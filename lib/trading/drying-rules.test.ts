import { describe, expect, it } from "vitest";
import { checkDryingForm, checkDryingReceiver, checkDryingStep, checkDryingTerms } from "./drying-rules";

const keys = (e: Record<string, { key: string }[]>) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, v.map((m) => m.key)]));
const isMobile = (v: string) => /^07\d{8}$/.test(v);

describe("drying agreement rules (spec 2 §4, §5 Drying)", () => {
  it("step 1 needs crop, place and a quantity of 1–5000 t, in the spec's words", () => {
    expect(keys(checkDryingStep({}))).toEqual({
      ProductItemId: ["trading.form.productRequired"],
      Warehouse: ["trading.form.warehouseRequired"],
      CommitQuantity: ["trading.form.quantityRequired"],
    });
    const ok = { ProductItemId: "10110", Warehouse: "SKA", CommitQuantity: "120" };
    expect(checkDryingStep(ok)).toEqual({});
    expect(keys(checkDryingStep({ ...ok, CommitQuantity: "12t" }))).toEqual({ CommitQuantity: ["trading.form.digitsOnly"] });
    expect(checkDryingStep({ ...ok, CommitQuantity: "0" }).CommitQuantity).toEqual([
      { key: "trading.form.quantityRange", values: { min: 1, max: 5000 } },
    ]);
    expect(checkDryingStep({ ...ok, CommitQuantity: "5001" }).CommitQuantity?.[0]?.key).toBe("trading.form.quantityRange");
    expect(checkDryingStep({ ...ok, CommitQuantity: "5000" })).toEqual({});
  });

  it("step 2a: the receiver's e-mail and personal number are required unless one is picked from the list", () => {
    expect(Object.keys(checkDryingReceiver({ ReceiverName: "Anna" }, { isMobile }))).toEqual(["ReceiverEmail", "ReceiverPersonalNumber"]);
    expect(checkDryingReceiver({ ReceiverId: "7" }, { isMobile })).toEqual({});
    const typed = { ReceiverName: "Anna", ReceiverEmail: "anna@example.se", ReceiverPersonalNumber: "197805122384" };
    expect(checkDryingReceiver(typed, { isMobile })).toEqual({});
    expect(Object.keys(checkDryingReceiver({ ...typed, ReceiverMobilePhoneNumber: "123" }, { isMobile }))).toEqual([
      "ReceiverMobilePhoneNumber",
    ]);
  });

  it("the terms must be ticked; the server checks the receiver only for internal users", () => {
    expect(keys(checkDryingTerms({}))).toEqual({ AcceptTerms: ["trading.form.approvalRequired"] });
    const form = { ProductItemId: "10110", Warehouse: "SKA", CommitQuantity: "120", AcceptTerms: true };
    expect(checkDryingForm(form, { isInternal: false, isMobile })).toEqual({});
    expect(Object.keys(checkDryingForm(form, { isInternal: true, isMobile }))).toEqual([
      "ReceiverName",
      "ReceiverEmail",
      "ReceiverPersonalNumber",
    ]);
  });
});
