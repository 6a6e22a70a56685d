/**
 * Server rendering of the delivery fee page view and result: labelled fields with the lists,
 * the addresses table with a calculate button per address, the fee with kr/ton and total, and
 * internal details only when the reply has them. (Interaction: tests/e2e/delivery-fee.)
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { must } from "@/tests/support/must";
import { I18nProvider } from "@/components/providers/i18n-provider";
import { QueryProvider } from "@/components/providers/query-provider";
import { ShellProviders } from "@/components/shell/shell-providers";
import { DialogProvider } from "@/components/ui/dialogs";
import type { TCalculateDeliveryFeeResponse, TDeliveryFeeOptionsResponse } from "@/lib/delivery-fee/schemas";
import { RESOURCES } from "@/lib/i18n/resources";
import type { Market } from "@/lib/market";
import { DeliveryFeeResult } from "./delivery-fee-result";
import { DeliveryFeeView } from "./delivery-fee-view";

const OPTIONS: TDeliveryFeeOptionsResponse = {
  customerNumber: "100234",
  currency: "SEK",
  lorryTypes: [
    { code: "BIL_SLAP", name: "Bil med släp", isOwnTransport: false },
    { code: "TRAKTOR", name: "Traktor (egen transport)", isOwnTransport: true },
  ],
  deliveryAddresses: [
    {
      id: 7,
      name: "Gårdsjö gård",
      address: "Gårdsjö 12",
      zipCode: "532 92",
      city: "Skara",
      distanceKm: 8.5,
      nearestFacility: "Skara",
      zone: { code: "Z1", name: "Zon 1 (0–10 km)", minKm: 0, maxKm: 10 },
    },
  ],
  items: [{ itemId: "90010", name: "Frakt bulk" }],
};

const RESULT: TCalculateDeliveryFeeResponse = {
  found: true,
  customerNumber: "100234",
  currency: "SEK",
  quantity: 5,
  deliveryDate: "2026-09-10",
  sort: "Julius",
  lorryType: must(OPTIONS.lorryTypes[0]),
  deliveryAddress: {
    id: 7,
    name: "Gårdsjö gård",
    address: "Gårdsjö 12",
    zipCode: "532 92",
    city: "Skara",
    distanceKm: 8.5,
    nearestFacility: "Skara",
  },
  item: { itemId: "90010", name: "Frakt bulk" },
  distanceKm: 8.5,
  zone: { code: "Z1", name: "Zon 1 (0–10 km)", minKm: 0, maxKm: 10 },
  feePerTon: 57,
  effectiveFeePerTon: 130,
  minimumFee: 650,
  minimumApplied: true,
  total: 650,
  breakdown: [
    { kind: "perTon", quantity: 5, feePerTon: 57, amount: 285 },
    { kind: "minimumFee", minimumFee: 650, amount: 365 },
  ],
};

function wrap(node: React.ReactNode, market: Market = "se") {
  const language = market === "fi" ? "fi" : "sv";
  return renderToString(
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
            {node}
          </ShellProviders>
        </DialogProvider>
      </QueryProvider>
    </I18nProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/ +:/g, ":")
    .replace(/&#x27;/g, "'")
    .replace(/[\u00A0\u202F]/g, " ")
    .replace(/\s+/g, " ");

describe("DeliveryFeeView", () => {
  it("renders the labelled calculator with the lists, and a calculate button per address", () => {
    const html = wrap(<DeliveryFeeView market="se" options={OPTIONS} />);
    for (const label of ["Leveranssätt", "Leveransadress", "Kvantitet \\(ton\\)", "Leveransdatum", "Artikel"])
      expect(html).toMatch(new RegExp(`<label[^>]*>${label}</label>`));
    expect(html).toContain(">Bil med släp</option>");
    expect(text(html)).toContain("Gårdsjö gård, Gårdsjö 12, Skara – 8,5 km");
    // the only freight article is chosen for the user, already in the server's HTML
    expect(html).toContain('<option value="90010" selected="">Frakt bulk (90010)</option>');
    expect(html).toContain('aria-label="Beräkna leveransavgift för Gårdsjö gård"');
    expect(html).toContain(">Beräkna i dialogruta</button>");
    expect(text(html)).toContain("Zon 1 (0–10 km)");
  });

  it("in Finnish on the Finnish market", () => {
    const html = wrap(<DeliveryFeeView market="fi" options={{ ...OPTIONS, currency: "EUR" }} />, "fi");
    expect(html).toMatch(/<label[^>]*>Toimitustapa<\/label>/);
    expect(html).toContain(">Laske</button>");
  });
});

describe("DeliveryFeeResult", () => {
  it("shows the total, the fee per ton and how the minimum fee raises it", () => {
    const out = text(wrap(<DeliveryFeeResult result={RESULT} market="se" />));
    expect(out).toContain("Att betala 650,00 kr");
    expect(out).toContain("Avgift per ton: 57,00 kr/ton");
    expect(out).toContain("Blir per ton: 130,00 kr/ton");
    expect(out).toContain("5 ton × 57,00 kr/ton 285,00 kr");
    expect(out).toContain("Tillägg upp till minimiavgiften 650,00 kr 365,00 kr");
    expect(out).toContain("8,5 km till Skara");
    expect(out).not.toContain("Internt");
  });

  it("internal details only when the reply carries them", () => {
    const out = text(
      wrap(
        <DeliveryFeeResult
          result={{
            ...RESULT,
            internal: {
              feeId: 12,
              validFrom: "2026-07-01",
              validTo: null,
              minTons: 0,
              maxTons: 10,
              costPerTon: 46.74,
              marginPerTon: 10.26,
            },
          }}
          market="se"
        />,
      ),
    );
    expect(out).toContain("Internt");
    expect(out).toContain("Avgiftsrad 12");
    expect(out).toContain("2026-07-01 – tills vidare");
    expect(out).toContain("Marginal per ton 10,26 kr/ton");
  });

  it("says why there is no fee", () => {
    const { feePerTon: _a, effectiveFeePerTon: _b, minimumFee: _c, minimumApplied: _d, total: _e, breakdown: _f, ...base } = RESULT;
    const out = text(wrap(<DeliveryFeeResult result={{ ...base, found: false, reason: "noFee" }} market="se" />));
    expect(out).toContain("Det finns ingen leveransavgift för valt leveranssätt, kvantitet och datum.");
    expect(out).not.toContain("Att betala");
  });
});
