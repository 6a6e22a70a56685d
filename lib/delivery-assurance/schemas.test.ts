/**
 * The shared delivery assurance schema (spec 1 §4, §5 "Delivery assurance form", §9; spec 2 §5):
 * each rule with its message key, the 09:00 rule with fake timers in Europe/Stockholm.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DA_MESSAGES as M } from "./messages";
import { deliveryAssuranceSchema, type DeliveryAssuranceRuleContext, type TDeliveryAssuranceFormValues } from "./schemas";
import { activeQuestions, deliveryWindow, type DeliveryAssuranceSettingsView } from "./rules";
import { checkDeliveryDate } from "./date-rules";

const SETTINGS: DeliveryAssuranceSettingsView = {
  glyphosateActive: true,
  nightLoadingActive: true,
  loadHeightActive: true,
  warehouseListActive: true,
  harvestFrom: "2026-08-01",
  harvestTo: "2026-12-31",
  preDays: 10,
  postDays: 20,
};
const ctx = (over: Partial<DeliveryAssuranceRuleContext> = {}): DeliveryAssuranceRuleContext => ({
  settings: SETTINGS,
  timeZone: "Europe/Stockholm",
  warehouseListVisible: true,
  depaAgreementCount: 2,
  ...over,
});

/** A valid Spon assurance with the cooperative's transport. */
const VALID: TDeliveryAssuranceFormValues = {
  Article: "10110",
  Sort: "Julius",
  HarvestYear: "2026",
  Quantity: "30",
  Torkat: "ja",
  Red: "nej",
  Straforkortat: "nej",
  Glyfosat: "nej",
  Slam: "nej",
  DeliveryType: "Spon",
  DepaAvtal: "",
  DeliveryAddress: "12",
  Transportation: "FRITT_GARD",
  DeliveryDate: "2026-11-25",
  Warehouse: "SKA",
  LorryType: "",
  NightLoading: "",
  LoadingHeight: "",
  OtherInfo: "",
  TermsApproved: "true",
};
const OWN = { ...VALID, Transportation: "OWN", LorryType: "BIL_SLAP", NightLoading: "nej", LoadingHeight: "ja", Warehouse: "" };

function errors(values: TDeliveryAssuranceFormValues, c = ctx()): Record<string, string[]> {
  const r = deliveryAssuranceSchema(c).safeParse(values);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) (out[String(i.path[0])] ??= []).push(i.message);
  return out;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-21T06:30:00Z")); // 07:30 in Stockholm
});
afterEach(() => vi.useRealTimers());

describe("delivery assurance schema", () => {
  it("accepts a complete form and clears what does not apply", () => {
    const r = deliveryAssuranceSchema(ctx()).parse({ ...VALID, LorryType: "BIL", NightLoading: "ja", DepaAvtal: "210102" });
    expect(r).toMatchObject({
      Article: "10110",
      HarvestYear: 2026,
      Quantity: 30,
      Torkat: true,
      Red: false,
      DeliveryType: "Spon",
      DeliveryAddress: 12,
      DeliveryDate: "2026-11-25",
      Warehouse: "SKA",
      count: 1,
    });
    // a terms option clears the own-transport answers; Spon has no depot agreement
    expect(r).toMatchObject({ LorryType: null, NightLoading: null, LoadingHeight: null, DepaAvtal: null });
  });

  it("reports every required field of an empty form at once", () => {
    expect(errors({})).toEqual({
      Article: [M.article],
      HarvestYear: [M.harvestYear],
      Quantity: [M.quantity.required],
      Transportation: [M.transportation],
      DeliveryDate: [M.deliveryDate.required],
      Torkat: [M.torkat],
      Red: [M.red],
      Straforkortat: [M.straforkortat],
      Glyfosat: [M.glyfosat],
      Slam: [M.slam],
      DeliveryType: [M.deliveryType],
      DeliveryAddress: [M.deliveryAddress],
      Warehouse: [M.warehouse],
      TermsApproved: [M.termsApproved],
    });
  });

  it("quantity: 1 to 39 tons, comma decimals ('Vänligen ange ett värde mellan 1 och 39')", () => {
    for (const q of ["1", "39", "12,5", "38.999"]) expect(errors({ ...VALID, Quantity: q }), q).toEqual({});
    for (const q of ["0", "0,9", "39,01", "40", "-5", "tio", "1e1"])
      expect(errors({ ...VALID, Quantity: q }), q).toEqual({ Quantity: [M.quantity.range] });
  });

  it("glyphosate is asked only when the feature is active", () => {
    expect(errors({ ...VALID, Glyfosat: "" })).toEqual({ Glyfosat: [M.glyfosat] });
    const off = ctx({ settings: { ...SETTINGS, glyphosateActive: false } });
    expect(errors({ ...VALID, Glyfosat: "" }, off)).toEqual({});
    expect(deliveryAssuranceSchema(off).parse({ ...VALID, Glyfosat: "ja" }).Glyfosat).toBeNull();
  });

  it("Depa needs a depot agreement when there are more than one; with one it is used automatically; with none it is refused", () => {
    expect(errors({ ...VALID, DeliveryType: "Depa" })).toEqual({ DepaAvtal: [M.depaAvtal.required] });
    expect(errors({ ...VALID, DeliveryType: "Depa", DepaAvtal: "210102" })).toEqual({});
    expect(errors({ ...VALID, DeliveryType: "Depa" }, ctx({ depaAgreementCount: 1 }))).toEqual({});
    expect(errors({ ...VALID, DeliveryType: "Depa" }, ctx({ depaAgreementCount: 0 }))).toEqual({ DeliveryType: [M.depaAvtal.none] });
    expect(errors({ ...VALID, DeliveryType: "Kredit" })).toEqual({ DeliveryType: [M.deliveryType] });
  });

  it("warehouse is required when the feature is on, the list is shown and transport is not own", () => {
    const none = { ...VALID, Warehouse: "" };
    expect(errors(none)).toEqual({ Warehouse: [M.warehouse] });
    expect(errors(none, ctx({ warehouseListVisible: false }))).toEqual({});
    expect(errors(none, ctx({ settings: { ...SETTINGS, warehouseListActive: false } }))).toEqual({});
    expect(errors({ ...OWN, DeliveryDate: "2026-11-25" })).toEqual({});
  });

  it("own farm transport needs a lorry type, and night loading / load height when active", () => {
    expect(errors({ ...OWN, LorryType: "", NightLoading: "", LoadingHeight: "" })).toEqual({
      LorryType: [M.lorryType],
      NightLoading: [M.nightLoading],
      LoadingHeight: [M.loadingHeight],
    });
    const off = ctx({ settings: { ...SETTINGS, nightLoadingActive: false, loadHeightActive: false } });
    expect(errors({ ...OWN, NightLoading: "", LoadingHeight: "" }, off)).toEqual({});
  });

  it("load height is asked only for a delivery date within the harvest period", () => {
    expect(activeQuestions(SETTINGS, { transportation: "OWN", deliveryDate: "2026-12-31" }).loadHeight).toBe(true);
    expect(activeQuestions(SETTINGS, { transportation: "OWN", deliveryDate: "2027-01-05" }).loadHeight).toBe(false);
    expect(errors({ ...OWN, LoadingHeight: "", DeliveryDate: "2027-01-05" })).toEqual({});
  });

  it("own farm transport: today or earlier is refused ('Leveransdatum kan inte vara dagens datum eller tidigare.')", () => {
    for (const d of ["2026-11-21", "2026-11-20"])
      expect(errors({ ...OWN, DeliveryDate: d }), d).toEqual({ DeliveryDate: [M.deliveryDate.ownTransport] });
    // the cooperative's transport may come today
    expect(errors({ ...VALID, DeliveryDate: "2026-11-21" })).toEqual({});
    expect(errors({ ...VALID, DeliveryDate: "2026-11-20" })).toEqual({ DeliveryDate: [M.deliveryDate.past] });
  });

  it("own farm transport: from 09:00 in Stockholm, tomorrow is refused as well", () => {
    const tomorrow = { ...OWN, DeliveryDate: "2026-11-22" };
    vi.setSystemTime(new Date("2026-11-21T07:59:00Z")); // 08:59 CET
    expect(errors(tomorrow)).toEqual({});
    vi.setSystemTime(new Date("2026-11-21T08:00:00Z")); // 09:00 CET
    expect(errors(tomorrow)).toEqual({ DeliveryDate: [M.deliveryDate.ownTransport] });
    expect(errors({ ...OWN, DeliveryDate: "2026-11-23" })).toEqual({});
    // the local day, not UTC's: 23:30 UTC on the 21st is already the 22nd in Stockholm
    vi.setSystemTime(new Date("2026-11-21T23:30:00Z"));
    expect(errors(tomorrow)).toEqual({ DeliveryDate: [M.deliveryDate.ownTransport] });
  });

  it("the date must lie within the harvest period ± pre/post days, and be a real date", () => {
    vi.setSystemTime(new Date("2026-07-01T06:00:00Z"));
    expect(deliveryWindow(SETTINGS)).toEqual({ from: "2026-07-22", to: "2027-01-20" });
    expect(errors({ ...VALID, DeliveryDate: "2026-07-22", HarvestYear: "2026" })).toEqual({});
    expect(errors({ ...VALID, DeliveryDate: "2026-07-21" })).toEqual({ DeliveryDate: [M.deliveryDate.window] });
    expect(errors({ ...VALID, DeliveryDate: "2027-01-20" })).toEqual({});
    expect(errors({ ...VALID, DeliveryDate: "2027-01-21" })).toEqual({ DeliveryDate: [M.deliveryDate.window] });
    expect(errors({ ...VALID, DeliveryDate: "2026-02-30" })).toEqual({ DeliveryDate: [M.deliveryDate.required] });
    expect(
      checkDeliveryDate("2026-11-25", {
        transportation: "FRITT_GARD",
        now: new Date("2026-11-21T06:00:00Z"),
        timeZone: "Europe/Stockholm",
        settings: SETTINGS,
      }),
    ).toBeNull();
  });

  it("terms must be approved", () => {
    for (const v of ["", "false", "nej", undefined])
      expect(errors({ ...VALID, TermsApproved: v }), String(v)).toEqual({ TermsApproved: [M.termsApproved] });
  });

  it("yes/no answers must be ja or nej", () => {
    expect(errors({ ...VALID, Torkat: "kanske" })).toEqual({ Torkat: [M.torkat] });
    expect(deliveryAssuranceSchema(ctx()).parse({ ...VALID, Torkat: false, Red: true }).Red).toBe(true);
  });

  it("noOfNew is required with createNew = 1 and digits only ('Du måste ange en siffra' / 'Ange endast siffror'), at most 20", () => {
    expect(errors({ ...VALID, createNew: "1", noOfNew: "" })).toEqual({ noOfNew: [M.noOfNew.required] });
    for (const n of ["2a", "1,5", "-1", " 3 x"])
      expect(errors({ ...VALID, createNew: "1", noOfNew: n }), n).toEqual({ noOfNew: [M.noOfNew.digits] });
    expect(errors({ ...VALID, createNew: "1", noOfNew: "21" })).toEqual({ noOfNew: [M.noOfNew.range] });
    expect(errors({ ...VALID, createNew: "1", noOfNew: "0" })).toEqual({ noOfNew: [M.noOfNew.range] });
    expect(deliveryAssuranceSchema(ctx()).parse({ ...VALID, createNew: "1", noOfNew: "20" }).count).toBe(20);
    // without createNew, noOfNew is not read
    expect(deliveryAssuranceSchema(ctx()).parse({ ...VALID, createNew: "0", noOfNew: "x" }).count).toBe(1);
  });

  it("harvest year: one of the offered years", () => {
    expect(errors({ ...VALID, HarvestYear: "2019" })).toEqual({ HarvestYear: [M.harvestYear] });
    expect(errors({ ...VALID, HarvestYear: "2025" })).toEqual({});
  });

  it("other info at most 500 characters, sort at most 60", () => {
    expect(errors({ ...VALID, OtherInfo: "x".repeat(501), Sort: "y".repeat(61) })).toEqual({ OtherInfo: [M.otherInfo], Sort: [M.sort] });
  });
});
