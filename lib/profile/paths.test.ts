import { describe, expect, it } from "vitest";
import { safeNextPath } from "./paths";

describe("safeNextPath (after accepting the terms)", () => {
  it("follows a path of the portal", () => {
    expect(safeNextPath("/mitt-foretag/profil")).toBe("/mitt-foretag/profil");
    expect(safeNextPath("/avtal?x=1")).toBe("/avtal?x=1");
  });
  it("never leaves the portal", () => {
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "", null, undefined]) {
      expect(safeNextPath(bad)).toBe("/");
    }
  });
});
