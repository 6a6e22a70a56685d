/**
 * Server rendering of the delivery assurance view: step 1 with every labelled field of spec 1 §3
 * (own-transport questions hidden until own farm transport is chosen, submit disabled until the
 * terms are approved, the server's first warehouse list shown without a call), and step 2 with the counter and the row actions, in Swedish and Finnish.
 * (Interaction: tests/e2e/delivery-assurance.)
 */
import { prerender } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@/components/providers/i18n-provider";
import { QueryProvider } from "@/components/providers/query-provider";
import { ShellProviders } from "@/components/shell/shell-providers";
import { DialogProvider } from "@/components/ui/dialogs";
import type { DeliveryAssuranceFormData } from "@/lib/delivery-assurance/load-form-data";
import { RESOURCES } from "@/lib/i18n/resources";
import type { Market } from "@/lib/market";
import { DeliveryAssuranceView } from "./delivery-assurance-view";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, refresh: () => {} }),
  usePathname: () => "/logistik/leveransforsakran",
}));

const DATA: DeliveryAssuranceFormData = {
  customerNumber: "100234",
  customerName: "Gårdsjö Lantbruk AB",
  market: "se",
  timeZone: "Europe/Stockholm",
  isInternal: false,
  settings: {
    glyphosateActive: true,
    nightLoadingActive: true,
    loadHeightActive: true,
    warehouseListActive: true,
    harvestFrom: "2026-10-22",
    harvestTo: "2027-04-20",
    preDays: 14,
    postDays: 60,
  },
  articles: [{ itemNumber: "10110", name: "Höstvete, bröd" }],
  deliveryAddresses: [{ id: 7, name: "Gårdsjö gård", address: "Gårdsjö 12", city: "Skara" }],
  lorryTypes: [{ code: "BIL_SLAP", name: "Bil med släp" }],
  harvestYears: [2027, 2026, 2025, 2024],
  lists: { warehouses: [{ Key: "SKA", Value: "Skara" }], depaAvtals: [] },
  rows: [
    {
      ioNumber: "4550000001",
      lineNumber: 10,
      customerNumber: "100234",
      article: { itemNumber: "10110", name: "Höstvete, bröd" },
      sort: "Julius",
      harvestYear: 2026,
      quantity: 34.5,
      deliveryDate: "2026-11-26",
      warehouse: { code: "SKA", name: "Skara" },
      deliveryType: "Spon",
      depaAvtal: null,
      transportation: "OWN",
      lorryType: "BIL_SLAP",
      deliveryAddressId: 7,
      torkat: true,
      red: false,
      straforkortat: false,
      glyfosat: false,
      slam: false,
      nightLoading: false,
      loadingHeight: true,
      otherInfo: null,
      booked: false,
      delivered: false,
      createdAt: "2026-11-20T10:00:00Z",
    },
  ],
};

/** The server's HTML once every Suspense boundary has resolved (step 2 loads lazily; the App Router streams it). */
async function render(step: 1 | 2, market: Market = "se"): Promise<string> {
  const language = market === "fi" ? "fi" : "sv";
  const { prelude } = await prerender(
    <I18nProvider language={language} resources={RESOURCES[language]}>
      <QueryProvider>
        <DialogProvider>
          <ShellProviders
            value={{
              market,
              activeCustomerNumber: "100234",
              isSubCustomer: false,
              parentCustomerNumber: null,
              isInternal: false,
              isActingAsStaff: false,
              internalPaths: [],
            }}
          >
            <DeliveryAssuranceView data={{ ...DATA, market }} initialStep={step} />
          </ShellProviders>
        </DialogProvider>
      </QueryProvider>
    </I18nProvider>,
  );
  return new Response(prelude).text();
}

describe("delivery assurance view", () => {
  it("step 1: every question labelled, own-transport questions hidden, submit disabled until the terms are approved", async () => {
    const html = await render(1);
    for (const label of [
      "Artikel",
      "Sort",
      "Skördeår",
      "Kvantitet (ton)",
      "Torkat",
      "Rensat",
      "Stråförkortat",
      "Glyfosat använt",
      "Slam spritt",
      "Leveransform",
      "Leveransadress",
      "Leveransdatum",
      "Transport",
      "Övrig information",
      "Egen gårdstransport",
    ]) {
      expect(html, label).toContain(label);
    }
    expect(html).not.toContain("Fordonstyp");
    expect(html).not.toContain("Kan lastning ske nattetid?");
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>.*Skicka leveransförsäkran/);
    expect(html).toContain("Leveransdatum mellan 2026-10-08 och 2027-06-19.");
    // the server's first lists are in the first HTML: the warehouse without a call, Depa off without agreements
    expect(html).toContain("Mottagningsplats");
    expect(html).toMatch(/<option value="SKA">Skara<\/option>/);
    expect(html).toMatch(/<input(?=[^>]*value="Depa")(?=[^>]*disabled="")/);
  });

  it("step 2: the counter, the row and its actions", async () => {
    const html = await render(2);
    expect(html).toContain("1 leveransförsäkran");
    expect(html).toContain("4550000001");
    expect(html).toContain("34,5");
    expect(html).toContain('href="/logistik/tidsbokning?ion=4550000001&amp;line=10"');
    for (const name of [
      "Boka tid för 4550000001 rad 10",
      "Beräkna leveransavgift för 4550000001 rad 10",
      "Skapa fler likadana som 4550000001 rad 10",
      "Ta bort 4550000001 rad 10",
    ]) {
      expect(html, name).toContain(`aria-label="${name}"`);
    }
  });

  it("in Finnish", async () => {
    expect(await render(1, "fi")).toContain("Lähetä toimitusvakuutus");
    expect(await render(2, "fi")).toContain("1 toimitusvakuutus");
  });
});
