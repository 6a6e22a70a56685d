import { afterEach, describe, expect, it, vi } from "vitest";
import { getT } from "@/lib/i18n/instance";
import { mergeTrees, RESOURCES } from "@/lib/i18n/resources";

function keys(tree: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "object" && v !== null ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe("translations", () => {
  afterEach(() => vi.restoreAllMocks());

  it("Swedish and Finnish have exactly the same keys", () => {
    const sv = keys(RESOURCES.sv.common).sort();
    const fi = keys(RESOURCES.fi.common).sort();
    expect(sv.filter((k) => !fi.includes(k))).toEqual([]);
    expect(fi.filter((k) => !sv.includes(k))).toEqual([]);
  });

  it("renders the spec's Swedish texts on se and Finnish on fi", () => {
    expect(getT("sv")("account.password.mismatch")).toBe("Lösenorden stämmer inte överens med varandra. Vänligen försök igen.");
    expect(getT("fi")("nav.logout")).toBe("Kirjaudu ulos");
  });

  it("a missing key logs an error and shows the key itself (spec 1 §8)", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(getT("sv")("no.such.key")).toBe("no.such.key");
    expect(spy).toHaveBeenCalledWith(expect.stringContaining("no.such.key"));
  });

  it("refuses a key defined twice with different texts across files", () => {
    expect(() => mergeTrees({ a: { b: "x" } }, { a: { b: "y" } })).toThrow(/defined twice/);
    expect(mergeTrees({ a: { b: "x" } }, { a: { c: "y" } })).toEqual({ a: { b: "x", c: "y" } });
  });
});
