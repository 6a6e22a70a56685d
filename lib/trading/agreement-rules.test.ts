import { describe, expect, it } from "vitest";
import { checkAgreementStep, checkPriceWatchStep, checkReceiverStep, totalArea } from "./agreement-rules";
import { maskPersonalNumber, parseAgreementPeriod } from "./constants";

const ctx = { today: "2026-11-26", isInternal: false, receiverActive: false, quantity: { min: 10, max: 3000 } };
const base = {
  AgreementType: "SportAndForwardAvtal",
  WatchType: "FixedPrice",
  ProductItemId: "10110",
  GrainType: "Julius",
  Warehouse: "SKA",
  DeliveryMode: "Spon",
  AgreementPeriod: "2;2027-01-01",
  CommitQuantity: "50",
};
const keys = (e: Record<string, { key: string }[]>) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, v.map((m) => m.key)]));

describe("agreement form rules (spec 2 §5)", () => {
  it("a complete form passes", () => {
    expect(checkAgreementStep(base, ctx)).toEqual({});
  });
  it("each required field has its message", () => {
    expect(keys(checkAgreementStep({ AgreementType: "SportAndForwardAvtal" }, ctx))).toEqual({
      WatchType: ["trading.form.watchTypeRequired"],
      ProductItemId: ["trading.form.productRequired"],
      GrainType: ["trading.form.grainTypeRequired"],
      DeliveryMode: ["trading.form.deliveryModeRequired"],
      Warehouse: ["trading.form.warehouseRequired"],
      AgreementPeriod: ["trading.form.periodRequired"],
      CommitQuantity: ["trading.form.quantityRequired"],
    });
  });
  it("quantity digits within the period's limits; a protection within the protected agreement's quantity", () => {
    expect(checkAgreementStep({ ...base, CommitQuantity: "9" }, ctx).CommitQuantity).toEqual([
      { key: "trading.form.quantityRange", values: { min: 10, max: 3000 } },
    ]);
    expect(keys(checkAgreementStep({ ...base, CommitQuantity: "1,5" }, ctx)).CommitQuantity).toEqual(["trading.form.quantityRequired"]);
    const hedge = { ...base, AgreementType: "PrissakringUtsadesavtal", AgreementId: "", HedgedAgreementType: "", Price: "2000" };
    expect(keys(checkAgreementStep(hedge, ctx))).toMatchObject({
      AgreementId: ["trading.form.agreementRequired"],
      HedgedAgreementType: ["trading.form.agreementTypeRequired"],
    });
    expect(
      checkAgreementStep(
        { ...hedge, AgreementId: "123", HedgedAgreementType: "Utsadesavtal", CommitQuantity: "60" },
        { ...ctx, hedgedQuantity: { min: 1, max: 50 } },
      ).CommitQuantity,
    ).toEqual([{ key: "trading.form.hedgeQuantityRange", values: { min: 1, max: 50 } }]);
  });
  it("reserve quantity when ticked; price digits and minimum 500; internal depot protection needs a price", () => {
    expect(keys(checkAgreementStep({ ...base, IsReserveAgreement: true }, ctx)).ReserveQuantity).toEqual(["trading.form.reserveRequired"]);
    expect(checkAgreementStep({ ...base, IsReserveAgreement: true, ReserveQuantity: "5" }, ctx).ReserveQuantity).toEqual([
      { key: "trading.form.reserveMin", values: { min: 10 } },
    ]);
    expect(checkAgreementStep({ ...base, Price: "499" }, ctx).Price).toEqual([{ key: "trading.form.priceMin", values: { min: 500 } }]);
    expect(keys(checkAgreementStep({ ...base, Price: "abc" }, ctx)).Price).toEqual(["trading.form.digitsOnly"]);
    expect(
      keys(checkAgreementStep({ ...base, AgreementType: "PrissakringDepaavtal", AgreementId: "1" }, { ...ctx, isInternal: true })).Price,
    ).toEqual(["trading.form.priceRequired"]);
  });
  it("the seed form: Fröavtal needs an area, digits only; five fields summed", () => {
    const seed = { ...base, AgreementType: "Fröavtal" };
    expect(keys(checkAgreementStep(seed, ctx)).Area1).toEqual(["trading.form.areaRequired"]);
    expect(keys(checkAgreementStep({ ...seed, Area1: "x" }, ctx)).Area1).toEqual(["trading.form.digitsOnly"]);
    expect(totalArea({ Area1: "10", Area2: "", Area3: "5", Area4: "2", Area5: "1" })).toBe(18);
  });
  it("price watch: both prices, lower below upper, end date not before today and at most 60 days, action and approval", () => {
    const ok = { UpperPrice: "2200", LowerPrice: "1800", PriceWatchEndDate: "2027-01-25", TargetAction: "notify", Approval: true };
    expect(checkPriceWatchStep(ok, ctx)).toEqual({});
    expect(keys(checkPriceWatchStep({ ...ok, LowerPrice: "2200" }, ctx)).LowerPrice).toEqual(["trading.form.lowerAboveUpper"]);
    expect(keys(checkPriceWatchStep({ ...ok, PriceWatchEndDate: "2027-01-26" }, ctx)).PriceWatchEndDate).toEqual([
      "trading.form.watchTooLong",
    ]);
    expect(keys(checkPriceWatchStep({ ...ok, PriceWatchEndDate: "2026-11-25" }, ctx)).PriceWatchEndDate).toEqual([
      "trading.form.dateInvalid",
    ]);
    expect(keys(checkPriceWatchStep({ ...ok, PriceWatchEndDate: "2027-02-30" }, ctx)).PriceWatchEndDate).toEqual([
      "trading.form.dateInvalid",
    ]);
    expect(keys(checkPriceWatchStep({ ...ok, TargetAction: "", Approval: false }, ctx))).toEqual({
      TargetAction: ["trading.form.targetActionRequired"],
      Approval: ["trading.form.approvalRequired"],
    });
  });
  it("receiver: e-mail and personal number required, mobile optional but valid", () => {
    expect(keys(checkReceiverStep({ ReceiverName: "Anna" }, {}))).toEqual({
      ReceiverEmail: ["validation.email.required"],
      ReceiverPersonalNumber: ["validation.personNumber.required"],
    });
    const r = { ReceiverName: "Anna", ReceiverEmail: "anna@gard.se", ReceiverPersonalNumber: "197805122384" };
    expect(checkReceiverStep(r, { isMobile: () => true })).toEqual({});
    expect(keys(checkReceiverStep({ ...r, ReceiverMobilePhoneNumber: "12" }, { isMobile: () => false }))).toEqual({
      ReceiverMobilePhoneNumber: ["validation.mobile.valid"],
    });
  });
  it("helpers: masking and the AgreementPeriod value", () => {
    expect(maskPersonalNumber("197805122384")).toBe("********2384");
    expect(parseAgreementPeriod("2;2027-01-01")).toEqual({ priceTypeId: 2, pricePeriod: "2027-01-01" });
    expect(parseAgreementPeriod("4;2027-01-01")).toBeNull();
  });
});
