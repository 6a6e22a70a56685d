/**
 * Server rendering of My agreements: the tabs (ARIA tab pattern, tab from the query), the
 * sub-customer dropdown, the refusal and no-customer notices, and an agreement row with its
 * quantities in ton and the internal block only when the reply has one. Interaction (loading,
 * popups, the dropdowns) is covered by tests/e2e/agreements.
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "@/components/providers/i18n-provider";
import { QueryProvider } from "@/components/providers/query-provider";
import { DialogProvider } from "@/components/ui/dialogs";
import type { Actor } from "@/lib/auth/actor";
import { getT } from "@/lib/i18n/instance";
import { RESOURCES } from "@/lib/i18n/resources";
import type { TAgreementRow } from "@/lib/agreements/schemas";
import type { Language, Market } from "@/lib/market";
import { AgreementsContextProvider } from "./agreements-context";
import { AgreementFacts, AgreementRow, InternalFacts } from "./agreement-parts";
import { MyAgreementsPage, ZMyAgreementsParams } from "./my-agreements-page";

const roles = { internal: false, transporter: false, reseller: false, resellerAdmin: false, agroAdmin: false, store: false };
const farmer: Actor = {
  userId: 1,
  username: "farmer@demo.se",
  name: "Anna Karlsson",
  email: "farmer@demo.se",
  homeMarket: "se",
  avatarUrl: null,
  sessionId: "s",
  roles,
  activeCustomerNumber: "100234",
  actingCustomerNumber: null,
};
const staffIdle: Actor = { ...farmer, roles: { ...roles, internal: true }, activeCustomerNumber: null };
const customers = [
  { customerNumber: "100234", name: "Gårdsjö Lantbruk AB", isSubCustomer: false },
  { customerNumber: "100235", name: "Gårdsjö Lantbruk – Västergården", isSubCustomer: true },
];

function html(node: React.ReactNode, language: Language = "sv") {
  return renderToString(
    <I18nProvider language={language} resources={RESOURCES[language]}>
      <QueryProvider>
        <DialogProvider>{node}</DialogProvider>
      </QueryProvider>
    </I18nProvider>,
  );
}

function page(
  query: Record<string, string>,
  opts: { actor?: Actor; refused?: string | null; market?: Market; list?: typeof customers } = {},
) {
  const market = opts.market ?? "se";
  return html(
    <MyAgreementsPage
      actor={opts.actor ?? farmer}
      market={market}
      t={getT(market === "fi" ? "fi" : "sv")}
      params={ZMyAgreementsParams.parse(query)}
      customers={opts.list ?? customers}
      refusedCustomerNumber={opts.refused ?? null}
    />,
    market === "fi" ? "fi" : "sv",
  );
}

describe("My agreements page", () => {
  it("draws five tabs with the query's tab selected and its panel shown", () => {
    const out = page({ tab: "seed", toggle: "agreement-220101" });
    expect(out.match(/role="tab"/g)).toHaveLength(5);
    expect(out).toMatch(/aria-selected="true"[^>]*>Utsäde</);
    expect(out).toMatch(/data-section="grain"[^>]*hidden=""|hidden=""[^>]*data-section="grain"/);
    expect(out).not.toMatch(/hidden=""[^>]*data-section="seed"|data-section="seed"[^>]*hidden=""/);
    // every section starts with its loader
    expect(out.match(/Hämtar avtal…/g)?.length).toBe(5);
  });

  it("falls back to the grain tab for an unknown tab", () => {
    expect(page({ tab: "timber" })).toMatch(/aria-selected="true"[^>]*>Spannmål</);
  });

  it("offers the customer and its sub-customers in the customer-number dropdown", () => {
    const out = page({ customerNumber: "100235" });
    expect(out).toContain("<label for=");
    expect(out).toContain(">Kundnummer</label>");
    expect(out).toContain("100235 – Gårdsjö Lantbruk – Västergården (underkund)");
    expect(out).toMatch(/<option value="100235" selected="">/);
    // one customer: no dropdown
    expect(page({}, { list: customers.slice(0, 1) })).not.toContain("<select");
  });

  it("says so when the customer number is not the user's, and when staff have no customer session", () => {
    expect(page({ customerNumber: "100412" }, { refused: "100412" })).toContain(
      "Du har inte behörighet att se avtal för kundnummer 100412.",
    );
    expect(page({}, { actor: staffIdle, list: [] })).toContain("Starta en kundsession för att se kundens avtal.");
  });

  it("is Finnish on the Finnish market", () => {
    const out = page({}, { market: "fi" });
    expect(out).toContain("Omat sopimukset");
    expect(out).toMatch(/aria-selected="true"[^>]*>Vilja</);
  });
});

const row: TAgreementRow = {
  agreementNumber: "210101",
  transId: "88210101",
  customerNumber: "100234",
  kind: "grain",
  agreementType: "SportAndForwardAvtal",
  status: "current",
  year: 2026,
  harvestYear: 2026,
  validFrom: "2026-03-02",
  validTo: "2027-06-30",
  itemNumber: "10110",
  itemName: "Höstvete, bröd",
  description: null,
  acceptedQuantity: 37.8,
  TotalQuantity: 120,
  remainingQuantity: 82.2,
  unit: "ton",
  price: 2150,
  currency: "SEK",
  priceArea: "Väst",
  warehouse: "Skara",
  deliveryMode: "Spon",
  handlerName: "Karin Ek",
  connectedToAgreementNumber: null,
  connectedCount: 0,
  signedAt: "2026-03-02T09:14:00.000Z",
  signedBy: "Anna Karlsson",
  hasFarmSamples: true,
  hasPriceHedgings: true,
  hasWeighIns: true,
};

function rowHtml(r: TAgreementRow, market: Market = "se") {
  const ctx = { market, pageId: 1101, customerNumber: "100234", isSubCustomer: false, isInternalFlag: "0" as const };
  return html(
    <AgreementsContextProvider value={ctx}>
      <AgreementRow row={r} defaultOpen>
        <AgreementFacts row={r} />
        <InternalFacts internal={r.internal} />
      </AgreementRow>
    </AgreementsContextProvider>,
    market === "fi" ? "fi" : "sv",
  );
}

describe("agreement row", () => {
  it("shows accepted and total quantity in ton, the status and a disclosure button", () => {
    const out = rowHtml(row);
    expect(out).toContain("Accepterat 37,8 ton av 120 ton");
    expect(out).toContain("Aktuellt");
    expect(out).toMatch(/<button[^>]*aria-expanded="true"[^>]*aria-controls=/);
    expect(out).toContain("2 150 kr/ton".replace(" ", "\u00a0"));
    expect(out).toContain("2026-03-02 – 2027-06-30");
    expect(out).not.toContain("Internt");
  });

  it("shows the internal block only when the reply carries one", () => {
    expect(rowHtml({ ...row, internal: { note: "Kunden vill ha avräkning per leveransdag.", margin: 42 } })).toContain(
      "Internt (visas inte för kunden)",
    );
  });

  it("uses t and d.M.yyyy in Finland", () => {
    const out = rowHtml({ ...row, acceptedQuantity: 12.5, currency: "EUR", price: 232 }, "fi");
    expect(out).toContain("Hyväksytty 12,5 t / 120 t");
    expect(out).toContain("2.3.2026 – 30.6.2027");
    expect(out).toContain("232 €/t");
  });
});
