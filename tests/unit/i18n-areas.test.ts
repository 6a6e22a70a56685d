import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AreaGraph, areaMapFile, computeAreaMap, GENERATED, sections } from "@/scripts/i18n-areas";
import { BASE_AREAS, SECTION_AREAS } from "@/lib/i18n/areas.generated";
import { pickAreas, RESOURCES } from "@/lib/i18n/resources";
import { createTranslator } from "@/lib/i18n/react";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("translation areas per section (decision 103)", () => {
  it("lib/i18n/areas.generated.ts matches the sources (else: npm run i18n:areas)", async () => {
    expect(readFileSync(GENERATED, "utf8")).toBe(await areaMapFile());
  });

  it("every section has a layout that hands its own areas", () => {
    for (const name of sections().keys()) {
      const layout = path.join(ROOT, "app", name, "layout.tsx");
      expect(existsSync(layout), `${name} has no layout.tsx`).toBe(true);
      expect(readFileSync(layout, "utf8"), layout).toContain(`export default sectionLayout("${name}");`);
    }
  });

  it("a page's texts are all there: base plus its section's areas cover every key its files use", () => {
    const map = computeAreaMap();
    const graph = new AreaGraph();
    const page = path.join(ROOT, "app/(portal)/logistik/listbokning/page.tsx");
    const given = new Set([...map.base, ...map.sections["(portal)/logistik"]!]);
    for (const area of graph.areasOf([page])) expect(given.has(area), area).toBe(true);
  });

  it("the base is small: the root hands a fraction of all texts, a section only what it uses", () => {
    for (const lang of ["sv", "fi"] as const) {
      const all = JSON.stringify(RESOURCES[lang]).length;
      const base = JSON.stringify(pickAreas(RESOURCES[lang], BASE_AREAS)).length;
      expect(base / all).toBeLessThan(0.3);
      const prices = pickAreas(RESOURCES[lang], SECTION_AREAS["(portal)/priser"]!);
      expect(Object.keys(prices.common).sort()).toEqual([...SECTION_AREAS["(portal)/priser"]!].sort());
    }
  });

  it("finds the keys a file uses, not those a comment names", () => {
    const graph = new AreaGraph(new Set(["prices", "listBooking", "machines", "trading"]));
    const file = path.join(ROOT, "components/prices/grain-prices.tsx");
    expect(graph.areasOf([file]).has("prices")).toBe(true);
    // lib/api/contract.ts names `timeBooking.errors…` only in a comment
    expect(new AreaGraph().areasOf([path.join(ROOT, "lib/api/contract.ts")]).has("timeBooking")).toBe(false);
  });
});

describe("the client translator when an area is missing", () => {
  it("shows the key, logs which area the page lacks, and asks for everything once", () => {
    let asked = 0;
    const errors: string[] = [];
    const original = console.error;
    console.error = (m: string) => void errors.push(m);
    try {
      const { t } = createTranslator("sv", pickAreas(RESOURCES.sv, ["ui"]), () => asked++);
      expect(t("prices.title")).toBe("prices.title");
      expect(errors[0]).toContain('area "prices" is not loaded');
      expect(asked).toBe(1);
      // a key missing inside a loaded area is a plain missing key, not a missing area
      t("ui.noSuchKey");
      expect(asked).toBe(1);
    } finally {
      console.error = original;
    }
  });
});
