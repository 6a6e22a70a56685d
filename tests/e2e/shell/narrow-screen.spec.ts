/**
 * On a phone a page is never wider than the screen (decision 105): a wide table or form row
 * scrolls inside its own box. These pages were wider (a bare table, a grid column sized by its
 * content, a fieldset's min-content width, a visually hidden text outside its table's scroll box);
 * the whole page then scrolled sideways and the fixed cookie notice moved with it (Lighthouse
 * mobile: a layout shift of 0.17 on the sub-customers page). Each page is also checked by axe at
 * this width, where its tables scroll: a scroll box without a focusable element must be a named,
 * focusable region (TableScroll's `label`).
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, FI, login, SE, test, visit } from "../support/fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** How far the page reaches past the screen once its data has loaded (0 when it fits). */
async function overflow(page: Page): Promise<number> {
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function expectFits(page: Page, urls: string[]) {
  for (const url of urls) {
    await visit(page, url, { axe: false });
    expect.soft(await overflow(page), `${url} is wider than the screen`).toBeLessThanOrEqual(0);
    // with the data loaded, at phone width: a scrolling table box must be reachable by keyboard too
    await expectAccessible(page);
  }
}

test("Swedish pages with wide tables and forms fit a phone's screen", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await expectFits(page, [
    `${SE}/mitt-foretag/underkunder`,
    `${SE}/mitt-foretag/kundkort`,
    `${SE}/avtal/invagningar`,
    `${SE}/avtal/prisbevakning`,
    `${SE}/logistik/listbokning`,
    `${SE}/logistik/leveransavgift`,
  ]);
});

test("Finnish pages with wide tables and forms fit a phone's screen", async ({ page }) => {
  await login(page, "store@demo.fi", { base: FI, open: false });
  await expectFits(page, [`${FI}/oma-yritys/kayttajakortti`, `${FI}/agrodesk/takuut/takuuhakemus`]);
  // a seeded claim's comments page (its totals' labels widened the page)
  await visit(page, `${FI}/agrodesk/takuut/takuuhakemukset`, { axe: false });
  const comments = await page.locator('main a[href*="/takuuhakemukset/comments?id="]').first().getAttribute("href");
  expect(comments, "a seeded claim on the claims list").toBeTruthy();
  await expectFits(page, [`${FI}${comments}`]);
});

test("staff lists fit a phone's screen", async ({ page }) => {
  await login(page, "staff@demo.se", { open: false });
  await expectFits(page, [`${SE}/intern/kontaktmeddelanden`, `${SE}/intern/kundsupport`, `${SE}/intern/registreringar`]);
});
