/**
 * Server rendering of the upcoming-deliveries carousel: the WAI-ARIA carousel markup, 3 slides
 * per view with the rest hidden, the paging buttons and the empty and no-customer states.
 * (Interaction: tests/e2e/transport/upcoming-deliveries.spec.ts.)
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "@/components/providers/i18n-provider";
import { QueryProvider } from "@/components/providers/query-provider";
import { ShellProviders } from "@/components/shell/shell-providers";
import { DialogProvider } from "@/components/ui/dialogs";
import { RESOURCES } from "@/lib/i18n/resources";
import type { Market } from "@/lib/market";
import type { TUpcomingDelivery } from "@/lib/upcoming-deliveries/schemas";
import { detailUrl } from "./delivery-detail-dialog";
import { UpcomingDeliveries } from "./upcoming-deliveries";

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
    .replace(/&#x27;/g, "'")
    .replace(/[\u00A0\u202F]/g, " ")
    .replace(/\s+/g, " ");

const delivery = (i: number): TUpcomingDelivery => ({
  orderNo: `45001234${String(i).padStart(2, "0")}`,
  orderLine: 10,
  orderKind: i % 2 ? "purchase" : "customer",
  itemNumber: "10110",
  itemName: "Höstvete, bröd",
  orderQuantity: 32.5,
  warehouse: "SKA",
  warehouseName: "Skara",
  container: i === 1 ? "Silo 12" : null,
  planedDeliveryDate: `2026-09-1${i}`,
  isFromCustomer: i % 2 === 1,
});

describe("UpcomingDeliveries", () => {
  it("renders a carousel with 3 of 7 slides visible, paging buttons and a live status", () => {
    const html = wrap(<UpcomingDeliveries initial={{ customerNumber: "100234", deliveries: [1, 2, 3, 4, 5, 6, 7].map(delivery) }} />);
    expect(html).toMatch(/<section[^>]*aria-roledescription="carousel"[^>]*aria-label="Kommande leveranser"/);
    const slides = html.match(/<div role="group" aria-roledescription="slide"[^>]*>/g) ?? [];
    expect(slides).toHaveLength(7);
    expect(slides.filter((s) => s.includes("hidden"))).toHaveLength(4);
    expect(slides[0]).toContain('aria-label="1 av 7"');
    expect(html).toContain('aria-label="Nästa leveranser"');
    expect(html).toContain('aria-label="Föregående leveranser"');
    const out = text(html);
    expect(out).toContain("Visar 1–3 av 7");
    expect(out).toContain("2026-09-11 Höstvete, bröd 32,5 ton Till Skara Behållare: Silo 12 Order 4500123401 rad 10");
    expect(out).toContain("Från Skara");
  });

  it("has no paging buttons for one page, an empty state, and a no-customer state", () => {
    const one = wrap(<UpcomingDeliveries initial={{ customerNumber: "100234", deliveries: [delivery(1)] }} heading />);
    expect(one).not.toContain("Nästa leveranser");
    expect(one).toMatch(/<h2 id="[^"]+">Kommande leveranser<\/h2>/);
    expect(text(wrap(<UpcomingDeliveries initial={{ customerNumber: "100234", deliveries: [] }} />))).toContain(
      "Du har inga kommande leveranser.",
    );
    expect(text(wrap(<UpcomingDeliveries initial={{ customerNumber: null, deliveries: [] }} />))).toContain(
      "Välj ett kundnummer för att se kommande leveranser.",
    );
  });

  it("in Finnish on the Finnish market", () => {
    const out = text(wrap(<UpcomingDeliveries initial={{ customerNumber: "700101", deliveries: [delivery(1)] }} />, "fi"));
    expect(out).toContain("11.9.2026 Höstvete, bröd 32,5 tonnia Kohde: Skara");
  });

  it("asks for the detail with the spec's query parameters", () => {
    expect(detailUrl(delivery(1))).toBe(
      "/api/upcoming-deliveries/get-detail?orderNo=4500123401&orderLine=10&itemName=H%C3%B6stvete%2C+br%C3%B6d&orderQuantity=32.5&warehouse=SKA&container=Silo+12&planedDeliveryDate=2026-09-11&isFromCustomer=true",
    );
  });
});
