import { describe, expect, it } from "vitest";
import { formatMoney, formatQuantity } from "./format";

const plain = (s: string) => s.replace(/[\u00A0\u202F]/g, " ");

describe("delivery fee formatting", () => {
  it("money in the page's language with the fee's currency", () => {
    expect(plain(formatMoney(1260, "SEK", "se"))).toBe("1 260,00 kr");
    expect(plain(formatMoney(6.2, "EUR", "fi"))).toBe("6,20 €");
    expect(plain(formatMoney(912.5, "SEK", "fi"))).toMatch(/^912,50 (SEK|kr)$/);
  });

  it("quantities without trailing zeros", () => {
    expect(plain(formatQuantity(12.5, "se"))).toBe("12,5");
    expect(plain(formatQuantity(1200, "fi"))).toBe("1 200");
    expect(formatQuantity(8.125, "se")).toBe("8,125");
  });
});
