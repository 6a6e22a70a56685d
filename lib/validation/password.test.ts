import { describe, expect, it } from "vitest";
import { isValidPassword, passwordLength, PASSWORD_MAX, ZChangePasswordRequest, ZResetPasswordRequest } from "./password";
import { isCommonPassword } from "./password-common";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join(".")}:${i.message}`);

describe("new-password rules (spec 2 §5 with ASVS 2.1)", () => {
  it("needs at least 12 characters, runs of spaces counting as one", () => {
    expect(isValidPassword("Skörd2026!")).toBe(false); // 10: was fine under the old 8-character rule
    expect(isValidPassword("Skördetid26!")).toBe(true);
    expect(isValidPassword("ab          cdefghij")).toBe(false); // 11 after the spaces collapse
    expect(passwordLength("a  b")).toBe(3);
  });
  it("allows any printable Unicode: spaces, quotes, backslash, €, emoji; no letter/digit rule", () => {
    expect(isValidPassword("korrekt häst batteri häftstift")).toBe(true);
    expect(isValidPassword('"citat" och \\ snedstreck')).toBe(true);
    expect(isValidPassword("€€€€ kostar åtta")).toBe(true);
    expect(isValidPassword("🌾🚜🌾🚜 skördetid 👨‍🌾")).toBe(true);
    expect(isValidPassword("abcdefghijklmnop")).toBe(true);
  });
  it("refuses control and other unprintable characters", () => {
    expect(isValidPassword("abcdefghijkl\u0000")).toBe(false);
    expect(isValidPassword("abcdefghijkl\n")).toBe(false);
    expect(isValidPassword("abcdefghijkl\u200b")).toBe(false); // zero-width space (format)
    expect(isValidPassword("abcdefghijkl\u2028")).toBe(false);
  });
  it("allows up to 128 characters (code points) and no more", () => {
    expect(isValidPassword("x".repeat(PASSWORD_MAX))).toBe(true);
    expect(isValidPassword("x".repeat(PASSWORD_MAX + 1))).toBe(false);
    expect(isValidPassword("🌾".repeat(PASSWORD_MAX))).toBe(true);
    expect(
      ZResetPasswordRequest.safeParse({ token: "x".repeat(43), newPassword: "🌾".repeat(128), confirmPassword: "🌾".repeat(128) }).success,
    ).toBe(true);
  });
  it("keeps the spec's three messages", () => {
    expect(issues(ZChangePasswordRequest.safeParse({ currentPassword: "old", newPassword: "", confirmPassword: "" }))).toEqual([
      "newPassword:account.password.allRequired",
      "confirmPassword:account.password.allRequired",
    ]);
    expect(issues(ZChangePasswordRequest.safeParse({}))).toContain("currentPassword:account.password.allRequired");
    expect(issues(ZChangePasswordRequest.safeParse({ currentPassword: "old", newPassword: "kort", confirmPassword: "kort" }))).toEqual([
      "newPassword:account.password.invalidType",
    ]);
    expect(
      issues(ZChangePasswordRequest.safeParse({ currentPassword: "old", newPassword: "Skördetid26!", confirmPassword: "Skördetid27!" })),
    ).toEqual(["confirmPassword:account.password.mismatch"]);
    expect(
      issues(ZResetPasswordRequest.safeParse({ token: "x".repeat(43), newPassword: "Skördetid26!", confirmPassword: "nope" })),
    ).toEqual(["confirmPassword:account.password.mismatch"]);
  });
});

describe("common (breached) passwords, checked on the server", () => {
  it("refuses listed passwords of any length, case-insensitively", () => {
    expect(isCommonPassword("1qaz2wsx3edc")).toBe(true);
    expect(isCommonPassword("QwertyUIOP123")).toBe(true);
    expect(isCommonPassword("Administrator")).toBe(true);
    expect(isCommonPassword("123456789012")).toBe(true);
  });
  it("refuses a common word with digits or symbols added, and seasons/portal words", () => {
    expect(isCommonPassword("Password2026!")).toBe(true);
    expect(isCommonPassword("Dragon1234567")).toBe(true);
    expect(isCommonPassword("Sommar2026!!")).toBe(true);
    expect(isCommonPassword("Salasana12345")).toBe(true);
    expect(isCommonPassword("Lösenord2026!")).toBe(true);
  });
  it("refuses the user's own username or e-mail", () => {
    expect(isCommonPassword("anna.svensson@gard.se", { username: "anna.svensson@gard.se", email: "anna.svensson@gard.se" })).toBe(true);
    expect(isCommonPassword("Anna.Svensson2026", { email: "anna.svensson@gard.se" })).toBe(true);
  });
  it("lets an uncommon password pass", () => {
    expect(isCommonPassword("Skördetid2026!")).toBe(false);
    expect(isCommonPassword("korrekt häst batteri häftstift")).toBe(false);
    expect(isCommonPassword("Vårbruk2026!x")).toBe(false);
  });
});
