import { describe, expect, it } from "vitest";
import { checkFinnishHetu, finnishHetu } from "./hetu";

const NOW = new Date("2026-05-10T10:00:00Z");
const check = (s: string) => checkFinnishHetu(s, NOW);

describe("Finnish henkilötunnus (profile, Finnish market)", () => {
  it.each([
    ["131052-308T", "131052-308T"], // the Digital and Population Data Services Agency's example
    ["010101-123N", "010101-123N"],
    ["010594Y0994", "010594Y0994"], // a 2023 century sign for the 1900s
    ["290200A012P", "290200A012P"], // 2000s, 29 February 2000
    [" 131052-308t ", "131052-308T"], // spaces removed, upper-cased
  ])("%s is valid", (input, value) => {
    expect(check(input)).toEqual({ ok: true, value });
  });
  it.each([
    ["", "required"],
    ["131052308T", "format"],
    ["131052-308", "format"],
    ["131052G308T", "format"], // no such century sign
    ["131052-308U", "valid"], // wrong check character
    ["310252-308T", "valid"], // no 31 February
    ["010130A012K", "valid"], // in the future (2030)
    ["010101-001R", "valid"], // individual number 001 is never issued
    ["010101-900R", "valid"], // 900–999: temporary numbers
  ] as const)("%s → %s", (input, error) => {
    expect(check(input)).toEqual({ ok: false, error });
  });
  it("schema messages are the hetu keys", () => {
    const issues = (v: string) => {
      const r = finnishHetu({ now: () => NOW }).safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(issues("")).toEqual(["validation.hetu.required"]);
    expect(issues("12")).toEqual(["validation.hetu.format"]);
    expect(issues("131052-308U")).toEqual(["validation.hetu.valid"]);
  });
});
