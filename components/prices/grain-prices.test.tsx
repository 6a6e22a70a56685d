// @vitest-environment jsdom
/**
 * The grain price form in a DOM with the calls answered by a stub: another product loads its
 * sorts (the search waits for them) and shows its first sort; the first product's sorts came with
 * the page. The real calls are tests/e2e/prices/grain-prices.spec.ts.
 */
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "@/components/providers/query-provider";
import { renderUi } from "@/tests/support/render-ui";
import { GrainPrices } from "./grain-prices";

const urls: string[] = [];
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
function answer(url: string): Response {
  urls.push(url);
  if (url.startsWith("/api/price-grain/get-grain-type-by-product")) {
    return json({
      GrainTypes: [
        { GrainName: "RGT Planet", ProductItemId: "10320", ProductItemName: "Maltkorn" },
        { GrainName: "Laureate", ProductItemId: "10320", ProductItemName: "Maltkorn" },
      ],
    });
  }
  if (url === "/api/price-grain/get-favorites") return json({ Favorites: [], Max: 5 });
  return json({ PricePeriods: [], Unit: "kr/ton", PriceDate: null });
}
beforeEach(() => {
  urls.length = 0;
  vi.stubGlobal("fetch", (url: string) => Promise.resolve(answer(url)));
});
afterEach(() => vi.unstubAllGlobals());

describe("grain prices form", () => {
  it("another product loads its sorts and shows the first; the first product's sorts need no call", async () => {
    const { user } = renderUi(
      <QueryProvider>
        <GrainPrices
          market="se"
          pageId={1103}
          areas={[
            { id: 1, name: "Väst" },
            { id: 3, name: "Syd" },
          ]}
          products={[
            { itemNumber: "10110", name: "Höstvete, bröd" },
            { itemNumber: "10320", name: "Maltkorn" },
          ]}
          initialSorts={[{ GrainName: "Julius", ProductItemId: "10110", ProductItemName: "Höstvete, bröd" }]}
          today="2030-09-02"
          maxFavorites={5}
        />
      </QueryProvider>,
    );
    const sort = screen.getByRole<HTMLSelectElement>("combobox", { name: "Sort" });
    expect(sort.value).toBe("Julius");
    await waitFor(() => expect(urls).toContain("/api/price-grain/get-favorites"));
    expect(urls.some((u) => u.includes("get-grain-type-by-product"))).toBe(false);

    await user.selectOptions(screen.getByRole("combobox", { name: "Gröda" }), "10320");
    await waitFor(() => expect(sort.value).toBe("RGT Planet"));
    expect(urls).toContain("/api/price-grain/get-grain-type-by-product?itemnumber=10320");
    await user.selectOptions(sort, "Laureate");
    expect(sort.value).toBe("Laureate");
    // back to the first product: its own sort again, from the page
    await user.selectOptions(screen.getByRole("combobox", { name: "Gröda" }), "10110");
    expect(sort.value).toBe("Julius");
  });

  it("the first search and today's favourites that came with the page are shown without a call (decision 102)", async () => {
    renderUi(
      <QueryProvider>
        <GrainPrices
          market="se"
          pageId={1103}
          areas={[{ id: 1, name: "Väst" }]}
          products={[{ itemNumber: "10110", name: "Höstvete, bröd" }]}
          initialSorts={[{ GrainName: "Julius", ProductItemId: "10110", ProductItemName: "Höstvete, bröd" }]}
          initialPeriods={{
            PricePeriods: [{ PriceTypeId: 1, PricePeriod: "2030-09", DisplayLabel: "September", Price: 2150, AgreementYear: 2030 }],
            Unit: "kr/ton",
            Currency: "SEK",
            PriceDate: "2030-09-01",
          }}
          initialFavorites={{ Favorites: [], Max: 5, Currency: "SEK", Unit: "kr/ton" }}
          readAt={Date.now()}
          today="2030-09-02"
          maxFavorites={5}
        />
      </QueryProvider>,
    );
    // on the first render, before any effect: the search's heading and its price
    expect(screen.getByRole("heading", { name: /Höstvete, bröd.*Julius.*Väst/ })).toBeTruthy();
    expect(screen.getByText("September")).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(urls).toEqual([]);
  });
});
