import { describe, expect, it } from "vitest";
import { getT } from "@/lib/i18n/instance";
import { DELIVERY_FEE_MESSAGES as M, ZCalculateDeliveryFeeRequest } from "./schemas";

const valid = { lorryType: "BIL_SLAP", deliveryAddressId: "12", quantity: "30", deliveryDate: "2026-09-10", itemId: "90010" };

/** The message keys of each field that failed. */
function errors(input: Record<string, unknown>): Record<string, string[]> {
  const r = ZCalculateDeliveryFeeRequest.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) (out[String(i.path[0])] ??= []).push(i.message);
  return out;
}

describe("ZCalculateDeliveryFeeRequest (spec 1 §5 'Delivery fee calculator', spec 2 §5 'Calculate dialog')", () => {
  it("parses a form's text values into the request", () => {
    expect(
      ZCalculateDeliveryFeeRequest.parse({ ...valid, quantity: "12,5", isInternal: "1", sort: " Julius ", supplier: "100234" }),
    ).toEqual({
      lorryType: "BIL_SLAP",
      deliveryAddressId: 12,
      quantity: 12.5,
      deliveryDate: "2026-09-10",
      itemId: "90010",
      isInternal: true,
      sort: "Julius",
      supplier: "100234",
    });
    expect(
      ZCalculateDeliveryFeeRequest.parse({ ...valid, deliveryAddressId: 12, quantity: 30, isInternal: false, supplier: "", sort: "" }),
    ).toMatchObject({
      deliveryAddressId: 12,
      quantity: 30,
      isInternal: false,
      supplier: undefined,
      sort: undefined,
    });
  });

  it("an empty request names every required field with its own message", () => {
    expect(errors({})).toEqual({
      lorryType: [M.lorryType],
      deliveryAddressId: [M.deliveryAddress],
      quantity: [M.quantity.required],
      deliveryDate: [M.deliveryDate],
      itemId: [M.itemId],
    });
    expect(
      errors({ lorryType: "", deliveryAddressId: "", quantity: "", deliveryDate: "", itemId: "", isInternal: "", sort: "", supplier: "" }),
    ).toEqual(errors({}));
  });

  it.each([
    ["abc", M.quantity.numeric],
    ["0", M.quantity.min],
    ["05", M.quantity.min],
    ["0,5", M.quantity.min],
    ["-2", M.quantity.min],
    ["100 001", M.quantity.tooLarge],
  ])("quantity %j → %s", (quantity, key) => {
    expect(errors({ ...valid, quantity })).toEqual({ quantity: [key] });
  });

  it.each(["2026-02-30", "10.9.2026", "2026-13-01", "i morgon", 20260910])("deliveryDate %j is not a valid date", (deliveryDate) => {
    expect(errors({ ...valid, deliveryDate })).toEqual({ deliveryDate: [M.deliveryDate] });
  });

  it("accepts the ISO date with slashes and one-digit parts, normalised", () => {
    expect(ZCalculateDeliveryFeeRequest.parse({ ...valid, deliveryDate: "2026/9/1" }).deliveryDate).toBe("2026-09-01");
  });

  it.each(["0", "-1", "1.5", "x", "99999999999", {}])("deliveryAddressId %j → the delivery address message", (deliveryAddressId) => {
    expect(errors({ ...valid, deliveryAddressId })).toEqual({ deliveryAddressId: [M.deliveryAddress] });
  });

  it("refuses codes that cannot be a lorry type or an item number", () => {
    expect(errors({ ...valid, lorryType: "<b>", itemId: "x".repeat(21) })).toEqual({ lorryType: [M.lorryType], itemId: [M.itemId] });
  });

  it("isInternal takes 1/0/true/false only; supplier must be digits", () => {
    expect(errors({ ...valid, isInternal: "yes", supplier: "ABC" })).toEqual({ isInternal: [M.isInternal], supplier: [M.supplier] });
  });

  it("Swedish texts are the spec's, verbatim", () => {
    const t = getT("sv");
    expect(
      [M.lorryType, M.deliveryAddress, M.quantity.required, M.quantity.min, M.quantity.numeric, M.deliveryDate, M.itemId].map((k) => t(k)),
    ).toEqual([
      "Du måste välja leveranssätt",
      "Du måste välja en leveransadress",
      "Du måste ange en kvantitet större än 0",
      "Ange ett numeriskt värde större än 1",
      "Ange ett numeriskt värde",
      "Du måste ange ett giltigt datum",
      "Du måste välja en artikel",
    ]);
  });

  it("every message has a Finnish text", () => {
    const t = getT("fi");
    const keys = [M.lorryType, M.deliveryAddress, ...Object.values(M.quantity), M.deliveryDate, M.itemId, M.supplier, M.sort, M.isInternal];
    for (const k of keys) expect(t(k)).not.toBe(k);
  });
});
