/**
 * News (issue 15 item 2): admin@demo.fi writes and publishes an article (a missing title is
 * refused); farmer@demo.fi filters by category, loads more, opens the article and sees it marked
 * as viewed.
 */
import { expect } from "@playwright/test";
import { expectAccessible, FI, login, test } from "../support/fixtures";

test("admin publishes news; a farmer reads it and it is marked viewed", async ({ page, browser }) => {
  test.slow();
  const title = `Testiuutinen ${Date.now().toString(36)}`;
  await login(page, "admin@demo.fi", { base: FI, open: false });
  await page.goto(`${FI}/agrodesk/uutiset/hallinta`);
  await page.getByRole("button", { name: "Tallenna" }).click();
  await expect(page.getByText("Tämä kenttä on pakollinen.").first()).toBeVisible();
  await page.getByLabel("Otsikko (suomi)").fill(title);
  await page.getByLabel("Teksti (suomi)").fill("Viljakaupan testiuutinen.");
  await page.getByRole("checkbox", { name: "Viljakauppa" }).check();
  await page.getByRole("checkbox", { name: "Julkaistu" }).check();
  await page.getByRole("button", { name: "Tallenna" }).click();
  await expect(page.getByRole("status")).toHaveText("Uutinen tallennettu.");
  await expectAccessible(page);

  const farmerContext = await browser.newContext();
  const farmer = await farmerContext.newPage();
  await login(farmer, "farmer@demo.fi", { base: FI, open: false });
  await farmer.goto(`${FI}/agrodesk/uutiset`);
  const item = farmer.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("Uusi");
  await expect(farmer.locator(".news-list__items > li")).toHaveCount(5);
  await farmer.getByRole("button", { name: "Lataa lisää" }).click();
  await expect(farmer.getByRole("button", { name: "Lataa lisää" })).toBeDisabled();
  await farmer.getByRole("checkbox", { name: "Lannoitteet" }).check();
  await farmer.getByRole("button", { name: "Päivitä" }).click();
  await expect(farmer.getByRole("link", { name: title })).toHaveCount(0);
  await expect(farmer.getByRole("link", { name: "Kevään lannoitehinnasto julkaistu" })).toBeVisible();
  await farmer.getByRole("checkbox", { name: "Lannoitteet" }).uncheck();
  await farmer.getByRole("button", { name: "Päivitä" }).click();
  await farmer.getByRole("link", { name: title }).click();
  await expect(farmer.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await farmer.getByRole("link", { name: "Takaisin uutisiin" }).click();
  await expect(farmer.getByRole("listitem").filter({ hasText: title })).toContainText("Luettu");
  await farmerContext.close();
});
