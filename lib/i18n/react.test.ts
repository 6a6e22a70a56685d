/**
 * The client's translator (lib/i18n/react.tsx) gives what i18next gives on the server for every
 * key of both markets: with and without a count (0, 1, 5), with values, with a missing value, a
 * missing key (the key itself) and a default value (decision 093).
 */
import { describe, expect, it, vi } from "vitest";
import { getI18n, getT } from "./instance";
import { createTranslator, resourcesOf } from "./react";
import { pickTexts, pickTextsJson, RESOURCES } from "./resources";

type Tree = Record<string, unknown>;

function leafKeys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "object" && v !== null
      ? leafKeys(v as Tree, `${prefix}${k}.`)
      : [`${prefix}${k}`.replace(/_(zero|one|two|few|many|other)$/, "")],
  );
}

describe("client translations", () => {
  for (const lng of ["sv", "fi"] as const) {
    it(`match i18next for every ${lng} key`, { timeout: 60_000 }, () => {
      const server = getT(lng);
      const { t, i18n } = createTranslator(lng, RESOURCES[lng]);
      const keys = [...new Set(leafKeys(RESOURCES[lng].common))];
      expect(keys.length).toBeGreaterThan(500);
      const values = { value: "12,5", name: "Anna", number: "100234", index: 2, from: 1, to: 3, unit: "ton" };
      for (const key of keys) {
        expect(t(key), key).toBe(server(key));
        for (const count of [0, 1, 5]) expect(t(key, { ...values, count }), key).toBe(server(key, { ...values, count }));
        expect(i18n.exists(key), key).toBe(getI18n(lng).exists(key));
      }
    });
  }

  it("shows a missing key and logs it, or the default value", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { t, i18n } = createTranslator("sv", RESOURCES.sv);
    expect(t("no.such.key")).toBe("no.such.key");
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[i18n\] missing translation key "common:no.such.key" \(sv\)/));
    expect(t("no.such.key", { defaultValue: "Annars {{x}}", x: 1 })).toBe("Annars 1");
    expect(i18n.exists("no.such.key")).toBe(false);
    expect(i18n.language).toBe("sv");
    error.mockRestore();
  });
});

describe("pickTexts (decision 113)", () => {
  it("takes the named texts and groups with their paths, and nothing else", () => {
    const sv = RESOURCES.sv.common as Record<string, Record<string, unknown>>;
    const picked = pickTexts(RESOURCES.sv, ["start.greeting", "agreements.analysis", "no.such.text", "ui"]).common;
    expect(picked).toEqual({
      start: { greeting: sv.start!.greeting },
      agreements: { analysis: sv.agreements!.analysis },
      ui: sv.ui,
    });
  });
});

describe("resources handed down as JSON text (decision 109)", () => {
  it("the server makes each list's text once per language; the providers parse each text once, to the same tree", () => {
    const paths = ["shell", "start.greeting", "agreements.analysis"];
    const json = pickTextsJson(RESOURCES.sv, "sv", paths);
    expect(pickTextsJson(RESOURCES.sv, "sv", paths)).toBe(json);
    expect(JSON.parse(json)).toEqual(pickTexts(RESOURCES.sv, paths));
    expect(pickTextsJson(RESOURCES.fi, "fi", paths)).not.toBe(json);
    const tree = resourcesOf(json);
    expect(tree).toEqual(pickTexts(RESOURCES.sv, paths));
    expect(resourcesOf(`${json}`)).toBe(tree); // an equal text (as the RSC decoder makes it) gives the same object
    expect(resourcesOf(RESOURCES.fi)).toBe(RESOURCES.fi);
  });
});
