import { describe, expect, it } from "vitest";
import { machineChoiceKind } from "./book-rules";
import { sortCities } from "./sort-cities";

describe("book service rules", () => {
  it("more than 6 machines give a dropdown, 6 or fewer links", () => {
    expect(machineChoiceKind(0)).toBe("none");
    expect(machineChoiceKind(1)).toBe("links");
    expect(machineChoiceKind(6)).toBe("links");
    expect(machineChoiceKind(7)).toBe("dropdown");
  });
  it("starred workshop cities come first, then by name", () => {
    const cities = [
      { city: "Uppsala", starred: false },
      { city: "Motala", starred: true },
      { city: "Lidköping", starred: false },
      { city: "Skara", starred: true },
    ];
    expect(sortCities(cities).map((c) => c.city)).toEqual(["Motala", "Skara", "Lidköping", "Uppsala"]);
  });
});
