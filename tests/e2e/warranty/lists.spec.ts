/**
 * The form lists (issue 16 item 2): store@demo.fi finds a form, opens its preview (machine split at
 * the slashes, the service shop without its suffix, Kyllä as yes) and cannot open another store's
 * form (403); admin@demo.fi deletes an entry and the row is hidden.
 */
import { expect } from "@playwright/test";
import { FI, login, test } from "../support/fixtures";
import { dismissCookies, makeReleaseForm, unique } from "./helpers";

test("a store previews its own form and is refused another store's", async ({ page }) => {
  const serial = unique("LS");
  const own = await makeReleaseForm({ serial });
  const other = await makeReleaseForm({ serial: unique("OT"), store: "800020", submitter: "myyja@loimaa.example.fi" });
  await login(page, "store@demo.fi", { base: FI, open: false });
  await page.goto(`${FI}/agrodesk/takuut/ilmoitukset`);
  await dismissCookies(page);
  await page.getByLabel("Hakusana").fill(serial);
  await page.getByRole("button", { name: "Hae", exact: true }).click();
  await expect(page.locator(`tr[data-id="${own}"]`)).toBeVisible();
  await page.locator(`tr[data-id="${own}"] button`).first().click();
  const dialog = page.getByRole("dialog", { name: "Ilmoituksen tiedot" });
  const preview = dialog.getByTestId("warranty-preview");
  await expect(preview).toContainText("T235");
  await expect(preview).toContainText("3,0 m");
  await expect(preview).toContainText("Agrokauppa Seinäjoki");
  await expect(preview).not.toContainText("_800010");
  await page.keyboard.press("Escape");

  // from the browser (the Finnish host resolves there): another store's form is refused, the export answers .xlsx
  const answer = (url: string) =>
    page.evaluate(async (u) => {
      const r = await fetch(u);
      return { status: r.status, type: r.headers.get("content-type") ?? "" };
    }, url);
  expect((await answer(`/api/epiformsdata/warrantyformbysubmissionid?submissionId=${other}`)).status).toBe(403);
  const xlsx = await answer(`/api/epiformsdata/exportreleaseandwarrantyform?query=${serial}`);
  expect(xlsx.status).toBe(200);
  expect(xlsx.type).toContain("spreadsheetml");
});

test("an admin deletes an entry and its row is hidden", async ({ page }) => {
  const serial = unique("DL");
  const id = await makeReleaseForm({ serial });
  await login(page, "admin@demo.fi", { base: FI, open: false });
  await page.goto(`${FI}/agrodesk/takuut/ilmoitukset`);
  await dismissCookies(page);
  await page.getByLabel("Hakusana").fill(serial);
  await page.getByRole("button", { name: "Hae", exact: true }).click();
  const row = page.locator(`tr[data-id="${id}"]`);
  await row.getByRole("button", { name: "Poista" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  await expect(row).toHaveCount(0);
});

test("on a phone each list page keeps its footer below the fold while the list loads, so the list's arrival moves nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 915 }); // a tall phone: without the rule each page's footer is above 915 px
  await login(page, "store@demo.fi", { base: FI, open: false });
  // the list calls are held: what the first paint shows is measured before any answer
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/api\/epiformsdata\/(warrantyform|releaseandwarrantyform|oldxformdata)(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  for (const path of ["/agrodesk/takuut/takuuhakemukset", "/agrodesk/takuut/ilmoitukset", "/agrodesk/takuut/vanhat-ilmoitukset"]) {
    await page.goto(`${FI}${path}`);
    const top = await page.locator("footer.site-footer").evaluate((el) => el.getBoundingClientRect().top);
    expect(top, path).toBeGreaterThanOrEqual(915);
  }
  release();
});
