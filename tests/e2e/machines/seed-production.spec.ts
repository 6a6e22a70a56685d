import { expect } from "@playwright/test";
import { login, SE, visit, test } from "../support/fixtures";

test("staff page, sort, search and export the seed production tables; a farmer cannot open them", async ({ page }) => {
  await login(page, "staff@demo.se", { open: false });
  await visit(page, `${SE}/intern/utsadesproduktion`);
  await expect(page.getByRole("heading", { level: 1, name: "Utsädesproduktion" })).toBeVisible();
  const growers = page.getByRole("table", { name: "Odlare" });
  await expect(growers.getByRole("row", { name: /Gårdsjö Lantbruk AB/ })).toBeVisible();

  await page.getByRole("tab", { name: "Partier" }).click();
  const lots = page.getByRole("table", { name: "Partier" });
  await expect(lots.getByRole("row")).toHaveCount(11); // header + 10 of a page
  await lots.getByRole("button", { name: "Mängd (kg)" }).click();
  const panel = page.getByRole("tabpanel", { name: "Partier" });
  await panel.getByLabel("Sök i tabellen").fill("ellvis");
  await panel.getByRole("button", { name: "Sök", exact: true }).click();
  await expect(lots.getByRole("row").nth(1)).toContainText("Ellvis");
  await expect(lots.getByRole("row", { name: /Julius/ })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await panel.getByRole("link", { name: "Exportera till Excel" }).click();
  expect((await download).suggestedFilename()).toBe("Partier.xlsx");

  await login(page, "farmer@demo.se", { open: false });
  const res = await page.goto(`${SE}/intern/utsadesproduktion`);
  expect(res?.status()).toBe(404);
});
