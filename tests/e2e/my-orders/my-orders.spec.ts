/** My orders as farmer@demo.se (100234, 34 seeded orders): show more, search, and the Excel file. */
import { expect } from "@playwright/test";
import { unzipSync, strFromU8 } from "fflate";
import { readFile } from "node:fs/promises";
import { login, SE, visit, test } from "../support/fixtures";

test("my orders: pages with show more, order number search, a real .xlsx", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}/mitt-foretag/mina-order`);
  const rows = page.getByRole("table", { name: "Mina order" }).locator("tbody tr");
  await expect(rows).toHaveCount(10);
  await expect(page.getByText("Visar 10 av 34 order")).toBeVisible();
  await page.getByRole("button", { name: "Visa fler" }).click();
  await expect(rows).toHaveCount(20);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportera till Excel" }).click()]);
  expect(download.suggestedFilename()).toBe("mina-order-100234.xlsx");
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  const sheet = strFromU8(files["xl/worksheets/sheet1.xml"]!);
  expect(sheet.match(/<row /g)).toHaveLength(35);

  await page.getByLabel("Ordernummer").fill("4710023405");
  await page.getByRole("button", { name: "Sök" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("4710023405");
  await expect(page.getByRole("button", { name: "Visa fler" })).toHaveCount(0);
  await page.getByLabel("Ordernummer").fill("12a");
  await page.getByRole("button", { name: "Sök" }).click();
  await expect(page.getByText("Ordrarna kunde inte hämtas.")).toBeVisible();
});
