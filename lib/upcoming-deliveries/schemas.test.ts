import { describe, expect, it } from "vitest";
import { UPCOMING_MESSAGES as M, ZGetUpcomingDeliveryDetailRequest } from "./schemas";

describe("get-detail request (spec 1 §7)", () => {
  it("reads orderNo and orderLine; the display fields pass through as text", () => {
    expect(
      ZGetUpcomingDeliveryDetailRequest.parse({
        orderNo: " 4500123401 ",
        orderLine: "10",
        itemName: "Höstvete",
        orderQuantity: "32",
        warehouse: "SKA",
        container: "",
        planedDeliveryDate: "2026-09-01",
        isFromCustomer: "true",
      }),
    ).toEqual({
      orderNo: "4500123401",
      orderLine: 10,
      itemName: "Höstvete",
      orderQuantity: "32",
      warehouse: "SKA",
      container: "",
      planedDeliveryDate: "2026-09-01",
      isFromCustomer: "true",
    });
    expect(ZGetUpcomingDeliveryDetailRequest.parse({ orderNo: 4500123401, orderLine: 20 })).toEqual({
      orderNo: "4500123401",
      orderLine: 20,
    });
  });

  it("refuses a missing or malformed order number or line with field messages", () => {
    const issues = (input: unknown) => {
      const r = ZGetUpcomingDeliveryDetailRequest.safeParse(input);
      return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(issues({})).toEqual({ orderNo: M.orderNo, orderLine: M.orderLine });
    expect(issues({ orderNo: "45001-23", orderLine: "0" })).toEqual({ orderNo: M.orderNo, orderLine: M.orderLine });
    expect(issues({ orderNo: "4500123401", orderLine: "1.5" })).toEqual({ orderLine: M.orderLine });
    expect(issues({ orderNo: "4500123401", orderLine: "10", itemName: "x".repeat(201) })).toEqual({ itemName: M.display });
  });
});
