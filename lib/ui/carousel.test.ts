import { describe, expect, it } from "vitest";
import { carouselView, stepPage } from "./carousel";

describe("carousel paging (spec 1 §9: 3 slides per view on upcoming deliveries)", () => {
  it("shows 3 slides a page, the last page with the rest", () => {
    expect(carouselView(7, 3, 0)).toEqual({ pages: 3, page: 0, first: 0, last: 3 });
    expect(carouselView(7, 3, 1)).toEqual({ pages: 3, page: 1, first: 3, last: 6 });
    expect(carouselView(7, 3, 2)).toEqual({ pages: 3, page: 2, first: 6, last: 7 });
  });

  it("one per view on narrow screens; a page beyond the end (e.g. after widening) is clamped", () => {
    expect(carouselView(7, 1, 6)).toEqual({ pages: 7, page: 6, first: 6, last: 7 });
    expect(carouselView(7, 3, 6)).toEqual({ pages: 3, page: 2, first: 6, last: 7 });
    expect(carouselView(0, 3, 0)).toEqual({ pages: 1, page: 0, first: 0, last: 0 });
  });

  it("previous and next wrap around", () => {
    expect(stepPage(0, 1, 3)).toBe(1);
    expect(stepPage(2, 1, 3)).toBe(0);
    expect(stepPage(0, -1, 3)).toBe(2);
    expect(stepPage(0, 1, 1)).toBe(0);
  });
});
