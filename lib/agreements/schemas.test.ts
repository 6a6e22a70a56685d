import { describe, expect, it } from "vitest";
import {
  ZAgreementPopupRequest,
  ZAgreementRow,
  ZConnectedSeedRequest,
  ZCurrentOrInactiveRequest,
  ZDeliveryNoteRequest,
  ZSectionRequest,
  ZWeighInMoreInfoRequest,
} from "./schemas";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("agreement call inputs", () => {
  it("take the spec's names from forms (text) and JSON (numbers)", () => {
    expect(ZSectionRequest.parse({ pageId: "1101", activeCustomerNumber: "100234" })).toEqual({
      pageId: 1101,
      activeCustomerNumber: "100234",
    });
    expect(ZSectionRequest.parse({ pageId: 1101, activeCustomerNumber: 100234 })).toEqual({ pageId: 1101, activeCustomerNumber: "100234" });
    expect(ZSectionRequest.parse({ pageId: "", activeCustomerNumber: "100234" }).pageId).toBeUndefined();
    expect(
      ZConnectedSeedRequest.parse({ agreementNumber: "220101", acceptedQuantity: "", activeCustomerNumber: "100234" }).agreementNumber,
    ).toBe("220101");
  });

  it("name each missing or bad field with a translation key", () => {
    expect(issues(ZSectionRequest.safeParse({}))).toEqual({ activeCustomerNumber: "validation.customerNumber.required" });
    expect(issues(ZSectionRequest.safeParse({ activeCustomerNumber: "12a", pageId: "-3" }))).toEqual({
      activeCustomerNumber: "validation.customerNumber.valid",
      pageId: "agreements.errors.pageId",
    });
    expect(issues(ZConnectedSeedRequest.safeParse({ agreementNumber: "22", activeCustomerNumber: "100234" }))).toEqual({
      agreementNumber: "agreements.errors.agreementNumber",
    });
    expect(issues(ZCurrentOrInactiveRequest.safeParse({ selectedvalue: "all", activeCustomerNumber: "1" }))).toEqual({
      selectedvalue: "agreements.errors.selectedvalue",
    });
    expect(issues(ZWeighInMoreInfoRequest.safeParse({ id: "210101", isInternal: "0", date: "2026-13-01" }))).toEqual({
      date: "agreements.errors.date",
    });
  });

  it("isInternal is 0/1 (or true/false) and only a flag: it is parsed, never trusted", () => {
    expect(ZAgreementPopupRequest.parse({ id: "210101", isInternal: "1" }).isInternal).toBe(true);
    expect(ZAgreementPopupRequest.parse({ id: "210101", isInternal: "False" }).isInternal).toBe(false);
    expect(issues(ZAgreementPopupRequest.safeParse({ id: "210101", isInternal: "yes" }))).toEqual({
      isInternal: "agreements.errors.isInternal",
    });
  });

  it("the delivery note takes an upper-case facility id and an optional row", () => {
    expect(ZDeliveryNoteRequest.parse({ orderNumber: "41000001", fabricId: "sk01" })).toEqual({
      orderNumber: "41000001",
      fabricId: "SK01",
      rowNumber: undefined,
    });
    expect(issues(ZDeliveryNoteRequest.safeParse({ orderNumber: "41000001", fabricId: "SK01", rowNumber: "0" }))).toEqual({
      rowNumber: "agreements.errors.rowNumber",
    });
  });
});

describe("agreement replies", () => {
  it("keep only the whitelisted fields (an unknown internal field never leaves)", () => {
    const row = {
      agreementNumber: "210101",
      transId: "88210101",
      customerNumber: "100234",
      kind: "grain",
      agreementType: "SportAndForwardAvtal",
      status: "current",
      year: 2026,
      harvestYear: 2026,
      validFrom: "2026-03-02",
      validTo: "2027-06-30",
      itemNumber: "10110",
      itemName: "Höstvete",
      description: null,
      acceptedQuantity: 1,
      TotalQuantity: 2,
      remainingQuantity: 1,
      unit: "ton",
      price: 1,
      currency: "SEK",
      priceArea: null,
      warehouse: null,
      deliveryMode: null,
      handlerName: null,
      connectedToAgreementNumber: null,
      connectedCount: 0,
      signedAt: null,
      signedBy: null,
      hasFarmSamples: false,
      hasPriceHedgings: false,
      hasWeighIns: false,
      internalMargin: 42,
      secret: "x",
    };
    const out = ZAgreementRow.parse(row);
    expect(out).not.toHaveProperty("internalMargin");
    expect(out).not.toHaveProperty("secret");
    expect(out).not.toHaveProperty("internal");
  });
});
