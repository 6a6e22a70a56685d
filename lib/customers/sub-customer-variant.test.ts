import { describe, expect, it } from "vitest";
import { subCustomerVariant } from "./sub-customer-variant";

describe("subCustomerVariant (spec 1 §7)", () => {
  it("adds -subcustomer only when a sub-customer is active", () => {
    expect(subCustomerVariant("/api/myagreements/grain", { isSubCustomer: true })).toBe("/api/myagreements/grain-subcustomer");
    expect(subCustomerVariant("/api/myagreements/grain/", { isSubCustomer: true })).toBe("/api/myagreements/grain-subcustomer");
    expect(subCustomerVariant("/api/myagreements/grain", { isSubCustomer: false })).toBe("/api/myagreements/grain");
  });
});
