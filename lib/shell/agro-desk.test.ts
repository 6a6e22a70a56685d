import { describe, expect, it } from "vitest";
import { isAgroDeskSection } from "./agro-desk";

describe("isAgroDeskSection", () => {
  it("is the Finnish site's /agrodesk section only", () => {
    expect(isAgroDeskSection("fi", "/agrodesk")).toBe(true);
    expect(isAgroDeskSection("fi", "/agrodesk/uutiset")).toBe(true);
    expect(isAgroDeskSection("se", "/agrodesk/uutiset")).toBe(false);
    expect(isAgroDeskSection("fi", "/agrodeskx")).toBe(false);
    expect(isAgroDeskSection("fi", "/sopimukset")).toBe(false);
  });
});
