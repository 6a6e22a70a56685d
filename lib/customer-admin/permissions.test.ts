import { describe, expect, it } from "vitest";
import { allows, areaAccess, normaliseRoles, parseRole, profileOfId, canManageUsers } from "./permissions";

describe("permission model", () => {
  it("maps profile ids 1, 2, 3 to owner, user, custom and nothing else", () => {
    expect([1, 2, 3, 4, 0].map(profileOfId)).toEqual(["owner", "user", "custom", null, null]);
  });

  it("reads only known '<area>:<level>' roles", () => {
    expect(parseRole("agreements:read")).toEqual({ area: "agreements", level: "read" });
    for (const bad of ["agreements", "agreements:admin", "users:write", "agreements:read:x", ""]) expect(parseRole(bad)).toBeNull();
  });

  it("keeps one level per area, write winning, in area order", () => {
    expect(normaliseRoles(["logistics:read", "agreements:read", "agreements:write", "nonsense", "logistics:read"])).toEqual([
      "agreements:write",
      "logistics:read",
    ]);
  });

  it("owner and user get every area with write; only the owner manages users", () => {
    expect(Object.values(areaAccess("owner", []))).toEqual(Array(6).fill("write"));
    expect(Object.values(areaAccess("user", ["agreements:read"]))).toEqual(Array(6).fill("write"));
    expect(canManageUsers("owner")).toBe(true);
    expect(canManageUsers("user")).toBe(false);
    expect(canManageUsers("custom")).toBe(false);
  });

  it("a custom profile gets only its roles: read does not allow write, no role allows nothing", () => {
    const roles = ["agreements:read", "logistics:write"];
    expect(allows("custom", roles, "agreements", "read")).toBe(true);
    expect(allows("custom", roles, "agreements", "write")).toBe(false);
    expect(allows("custom", roles, "logistics", "write")).toBe(true);
    expect(allows("custom", roles, "logistics", "read")).toBe(true);
    expect(allows("custom", roles, "machines", "read")).toBe(false);
    expect(allows("custom", [], "prices", "read")).toBe(false);
  });
});
