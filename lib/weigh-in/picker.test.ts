import { describe, expect, it } from "vitest";
import { pickerLinkBase, preselectedCustomer } from "./picker";

describe("weigh-in picker (spec 3 §7)", () => {
  it("preselects the URL's customer when offered, else the first option", () => {
    expect(preselectedCustomer(["100", "1001", "1002"], "1002")).toBe("1002");
    expect(preselectedCustomer(["100", "1001"], null)).toBe("100");
    expect(preselectedCustomer(["100", "1001"], "999")).toBe("100");
    expect(preselectedCustomer([], "100")).toBeNull();
  });
  it("the link base ends where the customer number goes", () => {
    expect(pickerLinkBase("/avtal/invagningar") + "1001").toBe("/avtal/invagningar?subcustomerCustomerNumber=1001");
  });
});
