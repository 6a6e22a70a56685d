/**
 * Every customer call of a permission area declares it (decision 046): this walks the API folders of
 * the six areas and fails on a route without `area`, with another area, or with the wrong level
 * (state changes need write). Calls that read no customer data are listed in OPEN with the reason.
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { contractOf } from "@/lib/api/contract";
import type { RoleArea } from "./permissions";

const FOLDERS: Record<string, RoleArea> = {
  agreement: "agreements",
  agreementpdf: "agreements",
  agreements: "agreements",
  myagreements: "agreements",
  feedagreement: "agreements",
  forageagreement: "agreements",
  seedagreement: "agreements",
  tradingagreement: "agreements",
  tradingagreements: "agreements",
  "delivery-note": "agreements",
  "weigh-in": "agreements",
  "fixed-price-agreement": "agreements",
  "drying-agreement": "agreements",
  "price-alert": "prices",
  "price-grain": "prices",
  "price-grain-overview": "prices",
  "price-grain-reseller-overview": "prices",
  "price-grain-reseller-admin-overview": "prices",
  deliveryfee: "prices",
  "time-booking": "logistics",
  "list-booking": "logistics",
  "search-transport": "logistics",
  "upcoming-deliveries": "logistics",
  "delivery-assurance": "logistics",
  "re-destination": "logistics",
  "pdfhandler/generatemultipdf": "logistics",
  "add-machine": "machines",
  machine: "machines",
  "book-service": "machines",
  workshop: "machines",
  myorders: "orders",
  "analysis-request": "analysis",
  "pdfhandler/analysis-request": "analysis",
};

/** Calls of those folders that need no area, and why. */
const OPEN: Record<string, string> = {
  "agreement/get-grain-price-periods": "catalogue (price periods of the market)",
  "agreement/get-grain-price-periods-storage": "catalogue",
  "agreement/get-grain-type": "catalogue",
  "agreement/get-grain-type-spot-agreement": "catalogue",
  "agreement/get-receivers-for-digital-signing": "staff only",
  "agreement/send-for-digital-signing": "staff only",
  "fixed-price-agreement/articles": "catalogue",
  "fixed-price-agreement/article-groups": "catalogue",
  "price-grain/GetPricePeriods": "public prices",
  "price-grain/get-grain-type-by-product": "public catalogue",
  "price-grain-overview/GetPriceGrainOverview": "public prices",
  "time-booking/loadItemsOnResourceGroup": "catalogue (items of a resource group)",
  "time-booking/resourceGroupsByCompany": "catalogue",
  "add-machine/machine-sub-categories": "catalogue",
  "analysis-request/get-customer-list": "staff only",
  "analysis-request/save-results": "staff only",
  "analysis-request/get-articles/[faci]": "catalogue",
  "analysis-request/get-analysis-package-facility/[faci]/[article]/[trigger]": "catalogue",
  "analysis-request/get-analysis-in-package/[package]/[article]/[faci]": "catalogue",
};

/** The state changes (write); every other call reads. */
const WRITES = new Set([
  "agreement/save",
  "fixed-price-agreement/save",
  "drying-agreement/save",
  "price-alert/DeletePriceWatch",
  "price-grain/update-favorite",
  "time-booking/MakeReservation",
  "time-booking/UpdateReservation",
  "time-booking/UpdateReservationInformation",
  "time-booking/DeleteReservation",
  "delivery-assurance/save",
  "delivery-assurance/delete",
  "re-destination/apply",
  "add-machine/create",
  "machine/remove-machine",
  "machine/machine-upload-avatar",
  "machine/machine-delete-avatar",
  "book-service/book",
  "workshop/setstar",
  "analysis-request/save-analysis",
]);
/** …and the favourite changes of the price overviews (Add…/Remove…). */
const isWrite = (call: string) => WRITES.has(call) || /\/(Add|Remove)/.test(call);

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? routeFiles(p) : n === "route.ts" ? [p] : [];
  });
}

const calls = Object.entries(FOLDERS).flatMap(([folder, area]) =>
  routeFiles(join("app/api", folder))
    .map((f) => relative("app/api", f).replace(/\/route\.ts$/, ""))
    .filter(
      (call) =>
        !(folder === "pdfhandler" || Object.keys(FOLDERS).some((o) => o !== folder && o.startsWith(`${folder}/`) && call.startsWith(o))),
    )
    .map((call) => ({ call, area })),
);

describe("the calls of the permission areas declare their area (decision 046)", () => {
  it("finds the calls", () => {
    expect(calls.length).toBeGreaterThan(80);
  });

  it.each(calls.filter((c) => !(c.call in OPEN)))(
    "$call needs $area",
    async ({ call, area }) => {
      const mod = (await import(join(process.cwd(), "app/api", call, "route.ts"))) as Record<string, unknown>;
      const handlers = Object.values(mod)
        .map((h) => contractOf(h))
        .filter(Boolean);
      expect(handlers.length).toBeGreaterThan(0);
      for (const c of handlers) {
        if (c!.kind === "publicRoute") throw new Error(`${call} is public but not listed in OPEN`);
        expect(c!.area).toEqual({ name: area, level: isWrite(call) ? "write" : "read" });
      }
    },
    30_000,
  );

  it("the open calls still exist", () => {
    for (const call of Object.keys(OPEN)) expect(calls.map((c) => c.call)).toContain(call);
  });
});
