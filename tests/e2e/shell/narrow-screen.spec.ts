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

test("My agreements' dialogs fit a phone's screen", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}/avtal/mina-avtal`, { axe: false });
  await page.getByText("210101").first().click();
  const details = page.locator('[data-agreement-number="210101"]');
  const fits = async (name: string) => {
    const dialog = page.getByRole("dialog", { name });
    const box = await dialog.boundingBox();
    expect(box, `${name} is open`).toBeTruthy();
    expect.soft((box?.x ?? 0) + (box?.width ?? 0), `${name} ends inside the screen`).toBeLessThanOrEqual(390);
    expect.soft(await overflow(page), `the page behind ${name} is not wider than the screen`).toBeLessThanOrEqual(0);
  };
  await details.getByRole("button", { name: /Mer info 2026-08-12/ }).click();
  await expect(page.getByRole("dialog", { name: "Invägningar 2026-08-12" }).getByRole("row")).toHaveCount(3);
  await fits("Invägningar 2026-08-12");
  await page.keyboard.press("Escape");
  await details.getByRole("button", { name: "Gårdsprov" }).click();
  await expect(page.getByRole("heading", { name: "Provnr 610101" })).toBeVisible();
  await fits("Gårdsprov för avtal 210101");
  await page.keyboard.press("Escape");
  await details.getByRole("button", { name: "Prissäkringar" }).click();
  await expect(page.getByRole("cell", { name: "810101" })).toBeVisible();
  await fits("Prissäkringar");
});

test("with the cookie notice shown, a form's last button scrolls above it", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}/logistik/leveransforsakran`, { axe: false });
  const notice = page.getByRole("region", { name: "Kakor" });
  await expect(notice).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const submit = await page.getByRole("button", { name: "Skicka leveransförsäkran" }).boundingBox();
  const box = await notice.boundingBox();
  expect(submit && box && submit.y + submit.height <= box.y, "the submit button is above the notice at the page's end").toBe(true);
  // accepted: the notice and the room kept for it are gone
  await notice.getByRole("button", { name: "Jag godkänner" }).click();
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe("0px");
});
