/**
 * Sub-customers (issue 12 item 10): the owner sorts the list, deactivates a sub-customer through
 * the confirmation modal (it is gone from the customer switcher), a cancelled modal changes
 * nothing, and a plain user of the customer sees the list without the buttons.
 */
import { expect } from "@playwright/test";
import { login, reload, SE, visit, test } from "../support/fixtures";
import { makeFamily } from "./helpers";

test("sub-customers: sort, deactivate with confirmation, gone from the switcher", async ({ page }) => {
  const f = await makeFamily({ subs: ["Bergsgården", "Alvik", "Ceder"] });
  await login(page, f.owner, { open: false });
  await visit(page, `${SE}/mitt-foretag/underkunder`);
  const rows = page.getByRole("table", { name: "Underkunder" }).locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await page.getByRole("button", { name: "Sortera efter Namn" }).click();
  await expect(rows.first()).toContainText("Alvik");
  await page.getByRole("button", { name: "Sortera efter Namn" }).click();
  await expect(rows.first()).toContainText("Ceder");

  const alvik = page.locator(`tr[data-customer="${f.subs[1]!.number}"]`);
  await alvik.getByRole("button", { name: "Inaktivera" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Avbryt" }).click();
  await expect(alvik).toContainText("Aktiverad");
  await alvik.getByRole("button", { name: "Inaktivera" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ja" }).click();
  // "Inaktivera" contains both "Inaktiv" and "aktivera": exact names, or these pass before the reply
  await expect(alvik.getByRole("button", { name: "Aktivera", exact: true })).toBeVisible();
  await expect(alvik.getByRole("button", { name: "Inaktivera", exact: true })).toHaveCount(0);
  await expect(alvik.locator("td").nth(1)).toHaveText(/^Inaktiv/);

  await reload(page);
  await page.getByRole("button", { name: new RegExp(`Kund ${f.customerNumber}`) }).click();
  await expect(page.getByRole("button", { name: new RegExp(`${f.subs[0]!.number} – Bergsgården`) })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(`${f.subs[1]!.number} – Alvik`) })).toHaveCount(0);

  await login(page, f.user, { open: false });
  await visit(page, `${SE}/mitt-foretag/underkunder`);
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Inaktivera" })).toHaveCount(0);
});
