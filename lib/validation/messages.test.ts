import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodFieldErrors } from "@/lib/api/zod-errors";
import { getT } from "@/lib/i18n/instance";
import fiValidation from "@/locales/fi/validation.json";
import svValidation from "@/locales/sv/validation.json";
import { MESSAGE_KEYS } from "./messages";
import { mobileSE, phoneSE } from "./phone";
import { swedishSsn } from "./ssn";

function leaves(tree: unknown, prefix = ""): [string, unknown][] {
  if (typeof tree !== "object" || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}
const sv = Object.fromEntries(leaves(svValidation));
const fi = Object.fromEntries(leaves(fiValidation));

describe("validation message texts", () => {
  it("Swedish and Finnish files have exactly the same keys, each a non-empty text", () => {
    expect(Object.keys(fi).sort()).toEqual(Object.keys(sv).sort());
    for (const [k, v] of [...Object.entries(sv), ...Object.entries(fi)]) {
      expect(typeof v === "string" && v.trim().length > 0, k).toBe(true);
    }
  });
  it("every key the rules use has a text, and every text belongs to a rule", () => {
    expect(Object.keys(sv).sort()).toEqual([...MESSAGE_KEYS].sort());
  });
  it("does not redefine the generic keys of common.json", () => {
    expect(Object.keys(sv).filter((k) => k.startsWith("validation.generic."))).toEqual([]);
  });
  it("uses the spec's Swedish texts", () => {
    expect(sv["validation.ssn.required"]).toBe("Personnummer måste fyllas i");
    expect(sv["validation.ssn.format"]).toBe("Du måste ange 12 siffror (ÅÅÅÅMMDDNNNN)");
    expect(sv["validation.ssn.valid"]).toBe("Ogiltigt personnummer");
    expect(sv["validation.phone.valid"]).toBe("Ange en giltig telefonnummer");
    expect(sv["validation.personNumber.valid"]).toBe("Personnr måste bestå av 12 siffror");
  });
  it("Finnish texts are translations, not copies of the Swedish", () => {
    for (const k of Object.keys(sv)) expect(fi[k], k).not.toBe(sv[k]);
  });
  it("the API wrapper turns the rules' issues into Swedish and Finnish texts", () => {
    const schema = z.object({ telephone: phoneSE(), mobile: mobileSE(), ssn: swedishSsn() });
    const r = schema.safeParse({ telephone: "12", mobile: "", ssn: "19121212-1213" });
    expect(r.success).toBe(false);
    const error = r.error!;
    expect(zodFieldErrors(error, getT("sv"))).toEqual({
      telephone: ["Ange en giltig telefonnummer"],
      mobile: [sv["validation.mobile.required"]],
      ssn: ["Ogiltigt personnummer"],
    });
    expect(zodFieldErrors(error, getT("fi"))).toEqual({
      telephone: [fi["validation.phone.valid"]],
      mobile: [fi["validation.mobile.required"]],
      ssn: [fi["validation.ssn.valid"]],
    });
  });
});
