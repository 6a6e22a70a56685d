import { describe, expect, it } from "vitest";
import { idFromRowKey, isOldFlag, isYes, previewOf, productGroupValue, shopName, splitMachine } from "./preview";
import { canMove, nextStatuses } from "./status";

describe("form preview rules (spec 4 §3)", () => {
  it("splits the machine 'manufacturer/model/width' at the slashes", () => {
    expect(splitMachine("Valtra/N175/2,5 m")).toEqual({ manufacturer: "Valtra", model: "N175", workWidth: "2,5 m" });
    expect(splitMachine("Valtra")).toEqual({ manufacturer: "Valtra", model: "", workWidth: "" });
  });

  it("drops a service shop's suffix after the underscore", () => {
    expect(shopName("Agrokauppa Seinäjoki_800010")).toBe("Agrokauppa Seinäjoki");
    expect(shopName("Huolto_Oy_12")).toBe("Huolto_Oy");
    expect(shopName("Ilman")).toBe("Ilman");
  });

  it("yes is only Kyllä; old forms also take TRUE", () => {
    expect(isYes("Kyllä")).toBe(true);
    expect(isYes("TRUE")).toBe(false);
    expect(isOldFlag("TRUE")).toBe(true);
    expect(isOldFlag("Kyllä")).toBe(true);
    expect(isOldFlag("true")).toBe(false);
    const p = previewOf({ MarketingApproval: "TRUE", UsageManualGiven: "Kyllä", CustomerBusinessName: "Tila" }, { old: true });
    expect(p.confirmations).toMatchObject({ marketingApproval: true, manualGiven: true });
    expect(p.customer.businessName).toBe("");
  });

  it("the product group is the dropdown's value unless it is Other", () => {
    expect(productGroupValue("Traktori", "x")).toBe("Traktori");
    expect(productGroupValue("Other", "Mönkijä")).toBe("Mönkijä");
  });

  it("row keys carry the id after '/', '=' or '$'", () => {
    expect(idFromRowKey("1.2.2026 10:00/abc", "/")).toBe("abc");
    expect(idFromRowKey("1.2.2026=abc", "=")).toBe("abc");
    expect(idFromRowKey("Huolto$abc", "$")).toBe("abc");
  });
});

describe("claim status transitions (decision 062)", () => {
  it("final statuses only reopen to Käsittelyssä", () => {
    expect(nextStatuses("Hyväksytty")).toEqual(["Käsittelyssä"]);
    expect(canMove("Hylätty", "Hyväksytty")).toBe(false);
    expect(canMove("Vastaanotettu", "Hyväksytty")).toBe(true);
    expect(canMove("Käsittelyssä", "Käsittelyssä")).toBe(false);
  });
});
