import { describe, expect, it } from "vitest";
import { numberFormat } from "./number-format";

describe("numberFormat", () => {
  it("makes one formatter per locale and options and formats as Intl does", () => {
    const a = numberFormat("sv-SE", { maximumFractionDigits: 3 });
    expect(numberFormat("sv-SE", { maximumFractionDigits: 3 })).toBe(a);
    expect(numberFormat("fi-FI", { maximumFractionDigits: 3 })).not.toBe(a);
    expect(numberFormat("sv-SE", { maximumFractionDigits: 2 })).not.toBe(a);
    expect(a.format(1234.5678)).toBe(new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 3 }).format(1234.5678));
  });
});
