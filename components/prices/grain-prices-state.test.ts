/** The grain price page's reducer (pure). */
import { describe, expect, it } from "vitest";
import { activeFavorites, cropKey, grainPricesReducer as reduce, initialGrainPrices, shownSort } from "./grain-prices-state";

const start = () =>
  initialGrainPrices({
    areas: [{ id: 1 }, { id: 2 }],
    products: [{ itemNumber: "10110" }, { itemNumber: "10320" }],
    firstSort: "Julius",
    today: "2030-09-01",
  });
const crop = { PriceArea: 2, ItemNumber: "10320", Sort: "Laureate" };

describe("grain prices reducer", () => {
  it("starts with the default crop searched for today", () => {
    expect(start()).toMatchObject({
      area: 1,
      product: "10110",
      sort: null,
      date: "2030-09-01",
      favoritesDate: "2030-09-01",
      search: { crop: { PriceArea: 1, ItemNumber: "10110", Sort: "Julius" }, date: "2030-09-01" },
    });
    expect(initialGrainPrices({ areas: [], products: [], firstSort: null, today: "2030-09-01" }).search).toBeNull();
  });

  it("another product forgets the chosen sort; the same product again keeps it", () => {
    const s = reduce(start(), { type: "sort", sort: "Ellvis" });
    expect(reduce(s, { type: "product", product: "10110" })).toBe(s);
    expect(reduce(s, { type: "product", product: "10320" })).toMatchObject({ product: "10320", sort: null });
  });

  it("the sort shown is the chosen one when offered, else the product's first, else none", () => {
    const sorts = [{ GrainName: "RGT Planet" }, { GrainName: "Laureate" }];
    expect(shownSort({ sort: null }, sorts)).toBe("RGT Planet");
    expect(shownSort({ sort: "Laureate" }, sorts)).toBe("Laureate");
    expect(shownSort({ sort: "Julius" }, sorts)).toBe("RGT Planet");
    expect(shownSort({ sort: null }, [])).toBe("");
  });

  it("a search sets the shown crop and moves the favourites to its date", () => {
    const s = reduce(reduce(start(), { type: "date", date: "2030-10-01", valid: true }), { type: "submit", crop, date: "2030-10-01" });
    expect(s.search).toEqual({ crop, date: "2030-10-01" });
    expect(s.favoritesDate).toBe("2030-10-01");
  });

  it("a favourite switched off stays listed as inactive and no longer counts; on again it counts", () => {
    const favorites = [crop, { PriceArea: 1, ItemNumber: "10110", Sort: "Julius" }];
    const off = reduce(start(), { type: "favorite", key: cropKey(crop), on: false });
    expect(activeFavorites(favorites, off.inactive)).toHaveLength(1);
    const on = reduce(off, { type: "favorite", key: cropKey(crop), on: true });
    expect(activeFavorites(favorites, on.inactive)).toHaveLength(2);
  });

  it("tracks the crops whose favourite call is under way", () => {
    const s = reduce(start(), { type: "pending", key: "a", on: true });
    expect(s.pending.has("a")).toBe(true);
    expect(reduce(s, { type: "pending", key: "a", on: false }).pending.size).toBe(0);
  });
});
