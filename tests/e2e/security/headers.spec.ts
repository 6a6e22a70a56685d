import { expect, login, SE, test } from "../support/fixtures";

/** Decision 021: every page has a nonce CSP and works under it; big bodies are refused early. */
test.describe("HTTP hardening", () => {
  test("pages carry a nonce-based CSP and Permissions-Policy, and run without a CSP violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to (execute|load|apply)/i.test(m.text())) violations.push(m.text());
    });
    const res = await page.goto(`${SE}/login`);
    const csp = res!.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(res!.headers()["permissions-policy"]).toContain("camera=()");
    const again = await page.request.get(`${SE}/login`);
    expect(again.headers()["content-security-policy"]).not.toBe(csp); // a fresh nonce per page

    await login(page, "farmer@demo.se", { open: false });
    await page.goto(`${SE}/avtal/mina-avtal`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // hydrated: a client-side control reacts
    await page
      .getByRole("button", { name: /Användarmeny|▾/ })
      .first()
      .click();
    await expect(page.getByRole("button", { name: /^Logga ut$/ })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("a body over a call's limit is refused with 413 before it is read whole; signed out, a private call answers 401 at once", async ({
    request,
  }) => {
    const big = "x".repeat(2 * 1024 * 1024);
    const t0 = Date.now();
    const pub = await request.post(`${SE}/api/account/request-password-reset`, {
      data: big,
      headers: { "content-type": "application/json", origin: SE },
    });
    expect(pub.status()).toBe(413);
    const priv = await request.post(`${SE}/api/user/set-active-customer`, {
      data: big,
      headers: { "content-type": "application/json", origin: SE },
    });
    expect(priv.status()).toBe(401);
    expect(Date.now() - t0).toBeLessThan(5_000);
  });
});
