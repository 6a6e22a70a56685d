/**
 * Site search (issue 15 item 7) as farmer@demo.fi: suggestions from 3 characters grouped by
 * type, Enter with more than 3 characters searches, a compound part and a typo find the seeded
 * content, a type facet sets and clears, marked words in the excerpt.
 */
import { expect } from "@playwright/test";
import { expectAccessible, FI, login, test } from "../support/fixtures";

test("search with suggestions, compounds, typos and facets", async ({ page }) => {
  await login(page, "farmer@demo.fi", { base: FI, open: false });
  await page.goto(`${FI}/agrodesk/kotisivu/haku?query=vastaanotto`);
  await expect(page.getByRole("link", { name: "Viljanvastaanotto 2026.pdf" })).toBeVisible();
  await expect(page.locator("mark").first()).toBeVisible();
  const total = page.locator(".search-page__total");
  await expect(total).toHaveText(/\d+ tulosta?/);
  await page.getByRole("button", { name: /^Asiakirja \(\d+\)$/ }).click();
  await expect(page.getByRole("button", { name: /^Asiakirja \(\d+\)$/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: "Viljakauppa avautuu uudelle satokaudelle" })).toHaveCount(0);
  await page.getByRole("button", { name: /^Asiakirja \(\d+\)$/ }).click();
  await expect(page.getByRole("button", { name: /^Asiakirja \(\d+\)$/ })).toHaveAttribute("aria-pressed", "false");
  await expectAccessible(page);

  const box = page.getByLabel("Hakusana");
  await box.fill("vi");
  await expect(page.getByRole("region", { name: "Ehdotukset" })).toHaveCount(0);
  await box.fill("vilja");
  const suggestions = page.getByRole("region", { name: "Ehdotukset" });
  await expect(suggestions.getByRole("heading", { name: "Uutinen" })).toBeVisible();
  for (const list of await suggestions.getByRole("list").all()) expect(await list.getByRole("listitem").count()).toBeLessThanOrEqual(4);

  await box.fill("vil");
  await box.press("Enter");
  await expect(page).toHaveURL(/query=vastaanotto/);
  await box.fill("viljakaupa");
  await box.press("Enter");
  await expect(page).toHaveURL(/query=viljakaupa/);
  // Enter closes the suggestions, also when their reply comes after it
  await expect(page.getByRole("region", { name: "Ehdotukset" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Viljakauppa avautuu uudelle satokaudelle" })).toBeVisible();
});
