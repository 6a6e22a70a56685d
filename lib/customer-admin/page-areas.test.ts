import { describe, expect, it } from "vitest";
import { areaOfPath, pageAllowed } from "./page-areas";
import { areaAccess } from "./permissions";

describe("the area of a menu page (decision 046)", () => {
  it("takes the most specific prefix", () => {
    expect(areaOfPath("/logistik/tidsbokning")).toBe("logistics");
    expect(areaOfPath("/logistik/leveransavgift")).toBe("prices");
    expect(areaOfPath("/avtal/prisgraf")).toBe("prices");
    expect(areaOfPath("/avtal/mina-avtal")).toBe("agreements");
    expect(areaOfPath("/mitt-foretag/analysbestallning/lista")).toBe("analysis");
    expect(areaOfPath("/logistiikka/ajanvaraus")).toBe("logistics");
  });

  it("pages of no area are always allowed; others need at least read", () => {
    const access = areaAccess("custom", ["agreements:read"]);
    expect(areaOfPath("/mitt-foretag/profil")).toBeNull();
    expect(pageAllowed("/mitt-foretag/profil", access)).toBe(true);
    expect(pageAllowed("/avtal/mina-avtal", access)).toBe(true);
    expect(pageAllowed("/maskiner", access)).toBe(false);
    expect(pageAllowed("/logistikfoo", access)).toBe(true);
  });
});
