import { describe, expect, it } from "vitest";
import { isValidPassword, ZChangePasswordRequest, ZResetPasswordRequest } from "@/lib/validation/password";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join(".")}:${i.message}`);

describe("password rules (spec 2 §5)", () => {
  it("accepts letters incl. åäö, digits and the listed specials", () => {
    expect(isValidPassword("Skörd2026!")).toBe(true);
    expect(isValidPassword("abcdefg1")).toBe(true);
    expect(isValidPassword("a1#$%&()*+,-./:;<=>?@[]^_{|}~")).toBe(true);
  });
  it("refuses too short, too long, missing letter or digit, and characters outside the set", () => {
    expect(isValidPassword("abc123")).toBe(false);
    expect(isValidPassword(`a1${"x".repeat(63)}`)).toBe(false);
    expect(isValidPassword("12345678")).toBe(false);
    expect(isValidPassword("abcdefgh")).toBe(false);
    expect(isValidPassword("abc defg1")).toBe(false);
    expect(isValidPassword('abcdefg1"')).toBe(false);
    expect(isValidPassword("abcdefg1\\")).toBe(false);
    expect(isValidPassword("abcdefg1€")).toBe(false);
  });
  it("gives the spec's message for a missing field", () => {
    const r = ZChangePasswordRequest.safeParse({ currentPassword: "old", newPassword: "", confirmPassword: "" });
    expect(issues(r)).toEqual(["newPassword:account.password.allRequired", "confirmPassword:account.password.allRequired"]);
    expect(issues(ZChangePasswordRequest.safeParse({}))).toContain("currentPassword:account.password.allRequired");
  });
  it("gives the spec's message for a password of the wrong type", () => {
    const r = ZChangePasswordRequest.safeParse({ currentPassword: "old", newPassword: "short", confirmPassword: "short" });
    expect(issues(r)).toEqual(["newPassword:account.password.invalidType"]);
  });
  it("gives the spec's message when the confirmation differs", () => {
    const r = ZChangePasswordRequest.safeParse({ currentPassword: "old", newPassword: "Skörd2026!", confirmPassword: "Skörd2026?" });
    expect(issues(r)).toEqual(["confirmPassword:account.password.mismatch"]);
  });
  it("applies the same rules to a reset", () => {
    expect(ZResetPasswordRequest.safeParse({ token: "x".repeat(43), newPassword: "Skörd2026!", confirmPassword: "Skörd2026!" }).success).toBe(true);
    expect(issues(ZResetPasswordRequest.safeParse({ token: "x".repeat(43), newPassword: "Skörd2026!", confirmPassword: "nope" }))).toEqual([
      "confirmPassword:account.password.mismatch",
    ]);
  });
});
