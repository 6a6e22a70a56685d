/**
 * Server rendering of the prices screens with realistic replies: what the first paint shows
 * (spec texts, group highlighting and stars, the print view, the alerts table). Interaction is
 * covered by tests/e2e/prices.
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "@/components/providers/i18n-provider";
import { QueryProvider } from "@/components/providers/query-provider";
import { DialogProvider } from "@/components/ui/dialogs";
import { getT } from "@/lib/i18n/instance";
import { RESOURCES } from "@/lib/i18n/resources";
import type { PriceWatchItem, TOverviewResponse, TPriceGraphResponse } from "@/lib/prices/schemas";
import { must } from "@/tests/support/must";
import { GrainPrices } from "./grain-prices";
import { OverviewPrint } from "./overview-print";
import { PriceAlerts } from "./price-alerts";
import { PriceGraph } from "./price-graph";
import { PriceOverview } from "./price-overview";

const wrap = (node: React.ReactNode, language: "sv" | "fi" = "sv") =>
  renderToString(
    <I18nProvider language={language} resources={RESOURCES[language]}>
      <QueryProvider>
        <DialogProvider>{node}</DialogProvider>
      </QueryProvider>
    </I18nProvider>,
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\u00a0|\u202f/g, " ")
    .replace(/\s+/g, " ");

const periods = [
  { PriceTypeId: 1, PricePeriod: "2026-11-01", DisplayLabel: "Spot", AgreementYear: 2026 },
  { PriceTypeId: 2, PricePeriod: "2027-01-01", DisplayLabel: "Termin januari 2027 (skörd 2026)", AgreementYear: 2026 },
];
const overview = (over: Partial<TOverviewResponse> = {}): TOverviewResponse => ({
  Variant: "overview",
  PriceAreaId: 1,
  PriceAreaName: "Väst",
  Date: "2026-11-20",
  PriceDate: "2026-11-20",
  Currency: "SEK",
  Unit: "kr/ton",
  Periods: periods,
  CanFavorite: true,
  Groups: [
    {
      PriceGroupId: 1,
      PriceGroupName: "Vete",
      HasFavorite: true,
      AllFavorite: false,
      Rows: [
        {
          ItemNumber: "10110",
          ItemName: "Höstvete, bröd",
          Sort: "Julius",
          PriceGroupId: 1,
          IsFavorite: true,
          Prices: [{ PriceTypeId: 1, PricePeriod: "2026-11-01", Price: 2450 }, null],
        },
        {
          ItemNumber: "10120",
          ItemName: "Höstvete, foder",
          Sort: "Standard",
          PriceGroupId: 1,
          IsFavorite: false,
          Prices: [
            { PriceTypeId: 1, PricePeriod: "2026-11-01", Price: 2250 },
            { PriceTypeId: 2, PricePeriod: "2027-01-01", Price: 2290 },
          ],
        },
      ],
    },
    {
      PriceGroupId: 4,
      PriceGroupName: "Oljeväxter",
      HasFavorite: true,
      AllFavorite: true,
      Rows: [
        {
          ItemNumber: "10410",
          ItemName: "Höstraps",
          Sort: "Standard",
          PriceGroupId: 4,
          IsFavorite: true,
          Prices: [{ PriceTypeId: 1, PricePeriod: "2026-11-01", Price: 4950 }, null],
        },
      ],
    },
    {
      PriceGroupId: 2,
      PriceGroupName: "Korn",
      HasFavorite: false,
      AllFavorite: false,
      Rows: [
        {
          ItemNumber: "10210",
          ItemName: "Maltkorn",
          Sort: "RGT Planet",
          PriceGroupId: 2,
          IsFavorite: false,
          Prices: [{ PriceTypeId: 1, PricePeriod: "2026-11-01", Price: 2380 }, null],
        },
      ],
    },
  ],
  ...over,
});
const areas = [
  { id: 1, name: "Väst" },
  { id: 2, name: "Öst" },
];

describe("price overview (spec 3)", () => {
  it("expands and highlights groups with a favourite; the group star is on only when all rows are", () => {
    const html = wrap(
      <PriceOverview
        variant="overview"
        market="se"
        areas={areas}
        initialAreaId={1}
        initial={overview()}
        printPath="/priser/oversikt/utskrift"
      />,
    );
    const groups = [...html.matchAll(/<div class="price-group( price-group--favorite)?" data-price-group="(\d+)">/g)].map((m) => [
      m[2],
      Boolean(m[1]),
    ]);
    expect(groups).toEqual([
      ["1", true],
      ["4", true],
      ["2", false],
    ]);
    const triggers = [...html.matchAll(/<button[^>]*aria-expanded="(true|false)"[^>]*data-accordion-trigger/g)].map((m) => m[1]);
    expect(triggers).toEqual(["true", "true", "false"]);
    const groupStars = [
      ...html.matchAll(/<button[^>]*class="price-star price-group__star[^"]*"[^>]*aria-pressed="(true|false)"[^>]*aria-label="([^"]+)"/g),
    ].map((m) => [m[2], m[1]]);
    expect(groupStars).toEqual([
      ["Alla i Vete som favoriter", "false"],
      ["Alla i Oljeväxter som favoriter", "true"],
      ["Alla i Korn som favoriter", "false"],
    ]);
    expect(html).toMatch(/aria-pressed="true" aria-label="Favorit: Höstvete, bröd, Julius"/);
    expect(text(html)).toContain("Termin januari 2027 (skörd 2026)");
    expect(text(html)).toContain("2 450");
    expect(html).toContain("Skriv ut");
  });

  it("shows the spec's empty text and the failure text of each variant", () => {
    expect(
      text(
        wrap(
          <PriceOverview
            variant="overview"
            market="se"
            areas={areas}
            initialAreaId={1}
            initial={overview({ Groups: [] })}
            printPath="/p"
          />,
        ),
      ),
    ).toContain("Det finns inga priser för valt område och datum.");
    expect(
      text(wrap(<PriceOverview variant="overview" market="se" areas={areas} initialAreaId={1} initial={null} printPath="/p" />)),
    ).toContain("Det gick inte att hämta spannmålspriser");
    expect(
      text(wrap(<PriceOverview variant="reseller" market="se" areas={areas} initialAreaId={1} initial={null} printPath="/p" />)),
    ).toContain("Det gick inte att hämta återförsäljarpriser");
    expect(
      text(wrap(<PriceOverview variant="reseller_admin" market="se" areas={areas} initialAreaId={1} initial={null} printPath="/p" />)),
    ).toContain("Det gick inte att hämta återförsäljarpriser för admin");
  });

  it("the admin view shows the farmer price and margin behind each price; the print view has every group and no stars", () => {
    const admin = overview({
      Variant: "reseller_admin",
      Groups: [
        {
          ...must(overview().Groups[2]),
          Rows: [
            {
              ...must(must(overview().Groups[2]).Rows[0]),
              Prices: [{ PriceTypeId: 1, PricePeriod: "2026-11-01", Price: 2435, FarmerPrice: 2380, Margin: 55 }, null],
            },
          ],
        },
      ],
    });
    expect(
      text(wrap(<PriceOverview variant="reseller_admin" market="se" areas={areas} initialAreaId={1} initial={admin} printPath="/p" />)),
    ).toContain("2 435 odlarpris 2 380 + marginal 55");
    const print = wrap(<OverviewPrint data={overview()} market="se" t={getT("sv")} />);
    expect(text(print)).toContain("Prisöversikt – Väst, 2026-11-20");
    expect(text(print)).toContain("Utskriften startar om några sekunder.");
    expect(print).not.toContain("aria-pressed");
    expect([...print.matchAll(/<h2 /g)]).toHaveLength(3);
  });
});

describe("grain price page (spec 2)", () => {
  it("has labelled area, product, sort and date pickers and the page value for the maximum", () => {
    const html = wrap(
      <GrainPrices
        market="se"
        pageId={1201}
        areas={areas}
        products={[
          { itemNumber: "10110", name: "Höstvete, bröd" },
          { itemNumber: "10210", name: "Maltkorn" },
        ]}
        initialSorts={[
          { GrainName: "Julius", ProductItemId: "10110", ProductItemName: "Höstvete, bröd" },
          { GrainName: "Ellvis", ProductItemId: "10110", ProductItemName: "Höstvete, bröd" },
        ]}
        today="2026-11-20"
        maxFavorites={5}
      />,
    );
    for (const label of ["Prisområde", "Gröda", "Sort", "Datum"]) expect(html).toMatch(new RegExp(`<label for="[^"]+">${label}</label>`));
    expect(html).toContain('data-max-favorites="5"');
    expect(html).toContain('value="2026-11-20"');
    expect(text(html)).toContain("Mina favoriter");
    expect(html).toContain("Visa priser");
  });
});

describe("price graph (spec 1)", () => {
  const graph: TPriceGraphResponse = {
    Series: [
      {
        Id: "10110",
        Name: "Höstvete, bröd",
        Sort: "Julius",
        Points: [
          { Date: "2026-11-16", Price: 2440 },
          { Date: "2026-11-20", Price: 2450 },
        ],
      },
    ],
    ColorCodes: ["#0b5394"],
    PriceAreaId: 1,
    PriceAreaName: "Väst",
    From: "2025-11-20",
    To: "2026-11-20",
    Currency: "SEK",
    Unit: "kr/ton",
  };
  it("checkboxes per crop, the period dropdown and the table alternative with the prices", () => {
    const html = wrap(
      <PriceGraph
        market="se"
        pageId={1102}
        products={[
          { itemNumber: "10110", name: "Höstvete, bröd" },
          { itemNumber: "10210", name: "Maltkorn" },
        ]}
        initialSelected={["10110"]}
        initialPeriod={12}
        initial={graph}
      />,
    );
    expect([...html.matchAll(/<input type="checkbox"( checked="")?/g)].map((m) => Boolean(m[1]))).toEqual([true, false]);
    expect(text(html)).toContain("Senaste 12 månaderna");
    expect(text(html)).toContain("Visa priserna som tabell");
    expect(text(html)).toMatch(/2026-11-20 2 450/);
    expect(text(html)).toContain("prisområde Väst, i kr/ton");
  });
});

describe("price alerts (spec 2)", () => {
  const item: PriceWatchItem = {
    id: 7,
    customerNumber: "100234",
    itemNumber: "10110",
    itemName: "Höstvete, bröd",
    sort: "Julius",
    priceAreaName: "Väst",
    periodLabel: "Spot",
    lowerPrice: 2300,
    upperPrice: 2700,
    quantity: null,
    targetAction: "notify",
    endDate: "2026-12-20",
    createdOn: "2026-11-15",
    expired: false,
    currentPrice: 2450,
  };
  it("lists watches with a delete button each, and the empty text", () => {
    const html = wrap(
      <PriceAlerts items={[item, { ...item, id: 8, targetAction: "sign", quantity: 50, expired: true }]} market="se" unit="kr/ton" />,
    );
    expect([...html.matchAll(/aria-label="Ta bort prisbevakningen för Höstvete, bröd, Julius, Väst"/g)]).toHaveLength(2);
    expect(text(html)).toContain("2 300 kr/ton");
    expect(text(html)).toContain("Teckna avtal (50 ton)");
    expect(text(html)).toContain("Utgången");
    expect(text(wrap(<PriceAlerts items={[]} market="se" unit="kr/ton" />))).toContain("Du har inga prisbevakningar.");
  });
});
