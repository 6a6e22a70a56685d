import { describe, expect, it } from "vitest";
import { isInternalPage } from "./internal-page";

const INTERNAL = ["/intern", "/intern/kundsupport", "/sisainen"];

describe("isInternalPage (spec 3 §6)", () => {
  it("pages with audience internal and pages under them are internal", () => {
    expect(isInternalPage("/intern", INTERNAL)).toBe(true);
    expect(isInternalPage("/intern/", INTERNAL)).toBe(true);
    expect(isInternalPage("/intern/kundsupport", INTERNAL)).toBe(true);
    expect(isInternalPage("/intern/atgardslogg/2026", INTERNAL)).toBe(true);
    expect(isInternalPage("/sisainen?x=1", INTERNAL)).toBe(true);
  });

  it("everything under /internal is internal", () => {
    expect(isInternalPage("/internal/outbox", [])).toBe(true);
    expect(isInternalPage("/internal", [])).toBe(true);
  });

  it("a path that only shares a prefix is not internal", () => {
    expect(isInternalPage("/internationellt", INTERNAL)).toBe(false);
    expect(isInternalPage("/internal-news", [])).toBe(false);
    expect(isInternalPage("/avtal", INTERNAL)).toBe(false);
    expect(isInternalPage("/", INTERNAL)).toBe(false);
  });
});
