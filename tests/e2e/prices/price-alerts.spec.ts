import { expect } from "@playwright/test";
import { expectAccessible, login, reload, SE, visit, test } from "../support/fixtures";

test("the farmer's price alerts list; delete asks first, then removes the row", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}/avtal/prisbevakning`);
  await expect(page.getByRole("heading", { level: 1, name: "Prisbevakning" })).toBeVisible();
  const table = page.getByRole("table", { name: "Prisbevakning" });
  await expect(table.getByRole("rowheader", { name: "Höstvete, bröd, Julius" })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Utgången" })).toBeVisible();
  const rows = await table.getByRole("row").count();

  const remove = page.getByRole("button", { name: "Ta bort prisbevakningen för Höstraps, Standard, Väst" });
  await remove.click();
  const dialog = page.getByRole("alertdialog", { name: "Ta bort prisbevakning" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Nej, behåll den" }).click();
  await expect(table.getByRole("row")).toHaveCount(rows);

  await remove.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ja, ta bort" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Prisbevakningen för Höstraps, Standard, Väst är borttagen." })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(rows - 1);
  await reload(page);
  await expect(page.getByRole("button", { name: "Ta bort prisbevakningen för Höstraps, Standard, Väst" })).toHaveCount(0);
});

test("a failing delete shows the alert 'Error' and keeps the row", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await page.goto(`${SE}/avtal/prisbevakning`);
  await page.route("**/api/price-alert/DeletePriceWatch", (r) =>
    r.fulfill({ status: 403, contentType: "application/json", body: JSON.stringify({ error: { code: "FORBIDDEN", message: "x" } }) }),
  );
  const remove = page.getByRole("button", { name: /^Ta bort prisbevakningen för Höstvete, bröd/ });
  await remove.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ja, ta bort" }).click();
  const alert = page.getByRole("alertdialog", { name: "Error" });
  await expect(alert).toBeVisible();
  await alert.getByRole("button", { name: "OK" }).click();
  await expect(remove).toBeVisible();
});

test("staff acting for the customer see the customer's price alerts", async ({ page }) => {
  await login(page, "staff@demo.se", { open: "api" });
  const started = await page.evaluate(
    async () =>
      (
        await fetch("/api/internal-portal/start-customer-session", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ customerNumber: "100234" }),
        })
      ).status,
  );
  expect(started).toBe(200);
  await visit(page, `${SE}/avtal/prisbevakning`);
  await expect(page.getByRole("main").getByText(/för kund 100234/)).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Höstvete, bröd, Julius" })).toBeVisible();
  await page.evaluate(async () => fetch("/api/internal-portal/close-customer-session", { method: "POST" }));
});
