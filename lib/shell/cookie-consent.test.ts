import { describe, expect, it } from "vitest";
import { acceptedCookiesCookie, hasAcceptedCookies, readCookie } from "./cookie-consent";

describe("cookie notice (spec 2 §2, §9)", () => {
  it("the acceptance cookie is yes for 365 days on the whole site", () => {
    const c = acceptedCookiesCookie();
    expect(c).toMatch(/^acceptedCookies=yes;/);
    expect(c).toContain(`Max-Age=${365 * 86400}`);
    expect(c).toContain("Path=/");
    expect(c).toContain("SameSite=Lax");
    expect(c).not.toContain("Secure");
    expect(acceptedCookiesCookie({ secure: true })).toContain("; Secure");
  });

  it("only the value yes counts as accepted", () => {
    expect(hasAcceptedCookies("yes")).toBe(true);
    expect(hasAcceptedCookies("no")).toBe(false);
    expect(hasAcceptedCookies(undefined)).toBe(false);
  });

  it("reads a cookie out of document.cookie", () => {
    expect(readCookie("a=1; acceptedCookies=yes; b=2", "acceptedCookies")).toBe("yes");
    expect(readCookie("xacceptedCookies=yes", "acceptedCookies")).toBeNull();
  });
});
