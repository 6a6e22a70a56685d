/** The price alerts list shows what became of each watch (decision 033): hit and what was done, or expired. */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "@/components/providers/i18n-provider";
import { QueryProvider } from "@/components/providers/query-provider";
import { DialogProvider } from "@/components/ui/dialogs";
import { RESOURCES } from "@/lib/i18n/resources";
import type { PriceWatchItem } from "@/lib/prices/schemas";
import { PriceAlerts } from "./price-alerts";

const text = (items: PriceWatchItem[], language: "sv" | "fi" = "sv") =>
  renderToString(
    <I18nProvider language={language} resources={RESOURCES[language]}>
      <QueryProvider>
        <DialogProvider>
          <PriceAlerts items={items} market={language === "sv" ? "se" : "fi"} unit="kr/ton" />
        </DialogProvider>
      </QueryProvider>
    </I18nProvider>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\u00a0|\u202f/g, " ")
    .replace(/\s+/g, " ");

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
  quantity: 50,
  targetAction: "notify",
  endDate: "2026-12-20",
  createdOn: "2026-11-15",
  expired: false,
  currentPrice: 2450,
  outcome: null,
};
const hit = { kind: "hit" as const, price: 2750, priceDate: "2026-11-24", agreementNumber: null, at: "2026-11-24T08:00:00.000Z" };

describe("price alerts: each watch's state and outcome", () => {
  it("running, hit with a notice, hit with the agreement sent for signing, expired by the job", () => {
    const html = text([
      item,
      { ...item, id: 8, outcome: hit },
      { ...item, id: 9, targetAction: "sign", outcome: { ...hit, agreementNumber: "70000012" } },
      { ...item, id: 10, outcome: { kind: "expired", price: null, priceDate: null, agreementNumber: null, at: hit.at } },
    ]);
    expect(html).toContain("Aktiv");
    expect(html).toContain("Priset 2 750 kr/ton nåddes 2026-11-24. Du har fått ett meddelande.");
    expect(html).toContain("Priset 2 750 kr/ton nåddes 2026-11-24. Avtal 70000012 skickades för signering.");
    expect(html).toContain("Utgången");
  });
});
