/**
 * Server rendering of the transport search form: labelled category, text and from/to dates, the
 * dates enabled only for Kundnummer and Lastbil (spec 1 §9). (Interaction: tests/e2e/transport.)
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "@/components/providers/i18n-provider";
import { QueryProvider } from "@/components/providers/query-provider";
import { ShellProviders } from "@/components/shell/shell-providers";
import { DialogProvider } from "@/components/ui/dialogs";
import { RESOURCES } from "@/lib/i18n/resources";
import type { Market } from "@/lib/market";
import type { TransportSearchDefaults } from "@/lib/transport/search-defaults";
import { TransportSearch } from "./transport-search";

function wrap(defaults: TransportSearchDefaults, market: Market = "se") {
  const language = market === "fi" ? "fi" : "sv";
  return renderToString(
    <I18nProvider language={language} resources={RESOURCES[language]}>
      <QueryProvider>
        <DialogProvider>
          <ShellProviders
            value={{
              market,
              activeCustomerNumber: "300120",
              isSubCustomer: false,
              parentCustomerNumber: null,
              isInternal: false,
              isActingAsStaff: false,
              internalPaths: [],
            }}
          >
            <TransportSearch market={market} defaults={defaults} />
          </ShellProviders>
        </DialogProvider>
      </QueryProvider>
    </I18nProvider>,
  );
}

const dateInputs = (html: string) => html.match(/<input[^>]*id="[^"]*-(from|to)"[^>]*>/g) ?? [];

describe("TransportSearch", () => {
  it("renders the labelled form with the dates enabled for Lastbil", () => {
    const html = wrap({ category: "Lastbil", text: "", fromDate: "2026-09-01", toDate: "2026-09-08" });
    expect(html).toMatch(/<label for="transport-category">Kategori<\/label>/);
    // the server's HTML already shows the chosen category
    expect(html).toContain('<option value="Lastbil" selected="">Lastbil</option>');
    expect(html).toMatch(/<label[^>]*for="transport-text"[^>]*>Söktext<\/label>/);
    expect(html).toContain(">Från datum</label>");
    expect(html).toContain(">Till datum</label>");
    expect(dateInputs(html)).toHaveLength(2);
    for (const input of dateInputs(html)) expect(input).not.toContain("disabled");
    expect(html).toContain(">Sök</");
  });

  it("disables the dates for Ordernummer, and speaks Finnish on the Finnish market", () => {
    const html = wrap({ category: "Ordernummer", text: "", fromDate: "2026-09-01", toDate: "2026-09-08" });
    for (const input of dateInputs(html)) expect(input).toContain("disabled");
    const fi = wrap({ category: "Kundnummer", text: "", fromDate: "2026-09-01", toDate: "2026-09-08" }, "fi");
    expect(fi).toContain('<option value="Kundnummer" selected="">Asiakasnumero</option>');
    expect(fi).toContain(">Alkupäivä</label>");
  });
});
