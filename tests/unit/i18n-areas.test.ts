import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AreaGraph, areaMapFile, computeAreaMap, GENERATED, nodesOf, sections, withoutCovered } from "@/scripts/i18n-areas";
import { BASE_TEXTS, SECTION_TEXTS } from "@/lib/i18n/areas.generated";
import { pickTexts, RESOURCES } from "@/lib/i18n/resources";
import { createTranslator } from "@/lib/i18n/react";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TREES = [RESOURCES.sv.common, RESOURCES.fi.common];
const covered = (paths: readonly string[], p: string) => paths.some((q) => p === q || p.startsWith(`${q}.`));

describe("translation texts per section (decisions 103, 113)", () => {
  it("lib/i18n/areas.generated.ts matches the sources (else: npm run i18n:areas)", async () => {
    expect(readFileSync(GENERATED, "utf8")).toBe(await areaMapFile());
  });

  it("every section has a layout that hands its own texts", () => {
    for (const name of sections().keys()) {
      const layout = path.join(ROOT, "app", name, "layout.tsx");
      expect(existsSync(layout), `${name} has no layout.tsx`).toBe(true);
      expect(readFileSync(layout, "utf8"), layout).toContain(`export default sectionLayout("${name}");`);
    }
  });

  it("a page's texts are all there: the base plus its section's texts cover every text its files name", () => {
    const map = computeAreaMap();
    const graph = new AreaGraph();
    for (const [page, section] of [
      ["app/(portal)/logistik/listbokning/page.tsx", "(portal)/logistik"],
      ["app/(portal)/(start)/page.tsx", "(portal)/(start)"],
    ] as const) {
      const given = [...map.base, ...map.sections[section]!];
      for (const node of graph.nodesOf([path.join(ROOT, page)], TREES)) expect(covered(given, node), `${page}: ${node}`).toBe(true);
    }
  });

  it("the base is small: the root hands a small part of all texts, a section only what its files name", () => {
    for (const lang of ["sv", "fi"] as const) {
      const all = JSON.stringify(RESOURCES[lang]).length;
      expect(JSON.stringify(pickTexts(RESOURCES[lang], BASE_TEXTS)).length / all).toBeLessThan(0.06);
      // the start page names a few of My agreements' texts, not the area
      const start = pickTexts(RESOURCES[lang], SECTION_TEXTS["(portal)/(start)"]!).common;
      expect(JSON.stringify(start.agreements ?? {}).length).toBeLessThan(JSON.stringify(RESOURCES[lang].common.agreements).length / 2);
    }
    // a server module's single key does not bring its area along (decision 103 sent all of accountAdmin for it)
    expect(BASE_TEXTS).toContain("accountAdmin.errors.noRole");
    expect(BASE_TEXTS).not.toContain("accountAdmin");
  });

  it("finds the keys a file uses, not those a comment names", () => {
    const graph = new AreaGraph(new Set(["prices", "listBooking", "machines", "trading"]));
    const file = path.join(ROOT, "components/prices/grain-prices.tsx");
    expect(graph.areasOf([file]).has("prices")).toBe(true);
    // lib/api/contract.ts names `timeBooking.errors…` only in a comment
    expect(new AreaGraph().areasOf([path.join(ROOT, "lib/api/contract.ts")]).has("timeBooking")).toBe(false);
  });
});

describe("the nodes a key literal names", () => {
  it("a key, a group, a group before `${…}`, a segment cut by `${…}`, plurals, and nothing for a file name", () => {
    const trees = [{ a: { title: "T", rows_one: "1 rad", rows_other: "{{count}} rader", kinds: { x: "X", y: "Y" } } }];
    expect(nodesOf("a.title", false, trees)).toEqual(["a.title"]);
    expect(nodesOf("a.kinds", false, trees)).toEqual(["a.kinds"]);
    expect(nodesOf("a.kinds.", true, trees)).toEqual(["a.kinds"]);
    expect(nodesOf("a.kin", true, trees)).toEqual(["a"]);
    expect(nodesOf("a.rows", false, trees)).toEqual(["a.rows_one", "a.rows_other"]);
    expect(nodesOf("a.csv", false, trees)).toEqual([]);
  });

  it("drops what another path covers, and names a group whose every text is listed", () => {
    const trees = [{ a: { b: { x: "X", y: "Y" }, c: "C" }, d: { e: "E", f: "F" } }];
    expect(withoutCovered(["a.b.x", "a.b.y", "d.e", "a.b"], [], trees)).toEqual(["a.b", "d.e"]);
    expect(withoutCovered(["a.b.x", "a.b.y", "a.c"], [], trees)).toEqual(["a"]);
    expect(withoutCovered(["a.b.x", "d.e"], ["a"], trees)).toEqual(["d.e"]);
  });
});

describe("the client translator when a text is missing", () => {
  it("shows the key, logs that the page lacks it, and asks for everything", () => {
    let asked = 0;
    const errors: string[] = [];
    const original = console.error;
    console.error = (m: string) => void errors.push(m);
    try {
      const { t } = createTranslator("sv", pickTexts(RESOURCES.sv, ["ui"]), () => asked++);
      expect(t("prices.title")).toBe("prices.title");
      expect(errors[0]).toContain("not among this page's texts");
      expect(asked).toBe(1);
      // a key of an area the page has some texts of counts as well (decision 113)
      t("ui.noSuchKey");
      expect(asked).toBe(2);
    } finally {
      console.error = original;
    }
  });
});
