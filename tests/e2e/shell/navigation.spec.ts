import { expect } from "@playwright/test";
import { expectAccessible, FI, login, reload, SE, visit, test } from "../support/fixtures";

test.describe("header and navigation", () => {
  test("one menu open at a time; a click elsewhere or Escape closes it", async ({ page }) => {
    await login(page, "farmer@demo.se");
    const nav = page.getByRole("navigation", { name: "Huvudmeny" });
    const avtal = nav.getByRole("button", { name: "Avtal", exact: true });
    const priser = nav.getByRole("button", { name: "Priser", exact: true });

    await avtal.click();
    await expect(avtal).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Mina avtal" })).toBeVisible();
    await expectAccessible(page);

    await priser.click();
    await expect(priser).toHaveAttribute("aria-expanded", "true");
    await expect(avtal).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Mina avtal" })).toBeHidden();

    await page.getByRole("heading", { level: 1 }).click();
    await expect(priser).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: "Inställningar" }).click();
    await expect(page.getByRole("link", { name: "Byt lösenord" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Byt lösenord" })).toBeHidden();

    // keyboard: open with Enter, leave with Escape
    await avtal.focus();
    await page.keyboard.press("Enter");
    await expect(avtal).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(avtal).toHaveAttribute("aria-expanded", "false");
    await expect(avtal).toBeFocused();
  });

  test("internal menu items show for staff only", async ({ page }) => {
    await login(page, "farmer@demo.se");
    await expect(page.getByRole("navigation", { name: "Huvudmeny" }).getByRole("button", { name: "Internt" })).toHaveCount(0);
  });

  test("a submenu's overview link opens the heading's page with its entries; staff headings are 404 for a farmer", async ({ page }) => {
    await login(page, "farmer@demo.se");
    const nav = page.getByRole("navigation", { name: "Huvudmeny" });
    await nav.getByRole("button", { name: "Avtal", exact: true }).click();
    await nav.getByRole("link", { name: "Avtal – översikt" }).click();
    await expect(page).toHaveURL(/\/avtal$/);
    const list = page.getByRole("main").getByRole("list", { name: "Avtal" });
    await expect(page.getByRole("heading", { level: 1, name: "Avtal" })).toBeVisible();
    await expect(list.getByRole("link", { name: "Mina avtal" })).toBeVisible();
    await expectAccessible(page);
    await list.getByRole("link", { name: "Mina avtal" }).click();
    await expect(page).toHaveURL(/\/avtal\/mina-avtal$/);
    expect((await page.request.get(`${SE}/intern`)).status()).toBe(404);
  });

  test("mobile layout folds the menu behind a button", async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await ctx.newPage();
    await login(page, "farmer@demo.se");
    // nothing sticks out sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const toggle = page.getByRole("button", { name: /^Meny/ });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Huvudmeny" }).getByRole("button", { name: "Avtal", exact: true })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("navigation", { name: "Huvudmeny" }).getByRole("button", { name: "Avtal", exact: true })).toBeVisible();
    await expectAccessible(page);
    await ctx.close();
  });

  test("the Finnish site's header is in Finnish", async ({ page }) => {
    await login(page, "farmer@demo.fi", { base: FI });
    await expect(page.getByRole("navigation", { name: "Päävalikko" }).getByRole("button", { name: "Agrodesk" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Asetukset" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("cookie notice and link rules", () => {
  test("the cookie notice shows until accepted (acceptedCookies=yes, 365 days)", async ({ page, context }) => {
    await visit(page, `${SE}/login`);
    const notice = page.getByRole("region", { name: "Kakor" });
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: "Jag godkänner" }).click();
    await expect(notice).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === "acceptedCookies");
    expect(cookie?.value).toBe("yes");
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await reload(page);
    await expect(page.getByRole("region", { name: "Kakor" })).toHaveCount(0);
  });

  test("nologo=1 hides the logo and is carried on every link in the main content", async ({ page }) => {
    await login(page, "farmer@demo.se", { open: false });
    await page.goto(`${SE}/?nologo=1`);
    await expect(page.getByRole("link", { name: "LM² Kundportal" })).toBeHidden();
    // the rules run after hydration and on content loaded later: wait until no link lacks it
    await expect(page.locator('main a[href]:not([href*="nologo=1"])')).toHaveCount(0);
    const hrefs = await page.locator("main a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const h of hrefs) expect(h).toMatch(/[?&]nologo=1/);
  });
});
