/**
 * Ordered rows (spec 4 §1, issue 15 item 8): admin@demo.fi moves a news category with the
 * keyboard (the move-down button); the order is saved and farmer@demo.fi's category checkboxes
 * follow it; a refused save (403) rolls the list back with an alert. The order is put back at
 * the end, so other tests see the seeded order.
 */
import { expect, type Page } from "@playwright/test";
import { expectAccessible, FI, login, reload, waitForHydration, test } from "../support/fixtures";

const rowNames = (page: Page) => page.getByRole("grid", { name: "Kategorioiden järjestys" }).getByRole("row");
const savedOrder = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith("/api/news/reordercategories") && r.request().method() === "POST" && r.ok());

test("admin reorders news categories with the keyboard; a farmer sees the order; a refused save rolls back", async ({ page, browser }) => {
  test.slow();
  await login(page, "admin@demo.fi", { base: FI, open: false });
  await page.goto(`${FI}/agrodesk/uutiset/hallinta`);
  await waitForHydration(page);
  await expect(rowNames(page)).toHaveText(["Viljakauppa", "Lannoitteet", "Rehut", "Koneet", "Yleiset"].map((n) => new RegExp(n)));
  await expect(page.getByRole("button", { name: "Siirrä ylös: Viljakauppa" })).toBeDisabled();
  await page.getByRole("button", { name: "Siirrä alas: Viljakauppa" }).focus();
  let saved = savedOrder(page);
  await page.keyboard.press("Enter");
  await expect(rowNames(page).first()).toContainText("Lannoitteet");
  await expect(page.locator(".ui-reorder__status")).toHaveText("Viljakauppa siirretty paikalle 2/5.");
  await expectAccessible(page);

  // saved: a reload shows the new order, and so does the farmer's list (the list moves the row at
  // once and saves behind it, so the reload waits for the save's answer)
  await saved;
  await reload(page);
  await waitForHydration(page);
  await expect(rowNames(page).first()).toContainText("Lannoitteet");
  const farmerContext = await browser.newContext();
  const farmer = await farmerContext.newPage();
  await login(farmer, "farmer@demo.fi", { base: FI, open: false });
  await farmer.goto(`${FI}/agrodesk/uutiset`);
  const boxes = farmer.locator(".news-list").getByRole("checkbox");
  await expect(boxes.first()).toHaveAccessibleName("Lannoitteet");
  await expect(boxes.nth(1)).toHaveAccessibleName("Viljakauppa");
  await farmerContext.close();

  // a refused save: the alert with the status, and the previous order back
  await page.route("**/api/news/reordercategories", (route) =>
    route.fulfill({ status: 403, contentType: "application/json", body: JSON.stringify({ error: "forbidden", message: "Ei oikeutta." }) }),
  );
  await page.getByRole("button", { name: "Siirrä alas: Rehut" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("403");
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  await expect(rowNames(page).nth(2)).toContainText("Rehut");
  await page.unroute("**/api/news/reordercategories");

  // put the seeded order back
  saved = savedOrder(page);
  await page.getByRole("button", { name: "Siirrä ylös: Viljakauppa" }).click();
  await expect(rowNames(page).first()).toContainText("Viljakauppa");
  await saved;
  await reload(page);
  await expect(rowNames(page).first()).toContainText("Viljakauppa");
});
