/**
 * Staff screens of issue 12: the action logs (item 12), the customer activation table (item 9)
 * and manage elected (item 8), each with its main path and main error, on data of its own.
 */
import { expect } from "@playwright/test";
import { login, SE, visit, test } from "../support/fixtures";
import { withPortalDb } from "../support/portal-db";
import { makeFamily } from "./helpers";

test("action logs: the period enables the fetch button, the entries show", async ({ page }) => {
  const marker = `e2e.marker${Date.now()}`;
  await withPortalDb((c) =>
    c.query(
      `insert into action_log (user_id, customer_number, action) select id, '100234', $1 from users where username = 'farmer@demo.se'`,
      [marker],
    ),
  );
  await login(page, "staff@demo.se", { open: false });
  await visit(page, `${SE}/intern/atgardslogg`);
  const fetch = page.getByRole("button", { name: "Hämta" });
  await expect(fetch).toBeDisabled();
  await page.getByLabel("Period").selectOption({ label: "Senaste dygnet" });
  await expect(fetch).toBeEnabled();
  await fetch.click();
  await expect(page.getByRole("table", { name: "Åtgärdslogg" }).getByText(marker)).toBeVisible();
});

test("customer support: a refused row keeps its error, a saved row goes", async ({ page }) => {
  const f = await makeFamily();
  await withPortalDb((c) => c.query(`update customers set active = false where customer_number = $1`, [f.customerNumber]));
  await login(page, "staff@demo.se", { open: false });
  await visit(page, `${SE}/intern/kundsupport`);
  await page.getByLabel("Organisationsnummer 1").fill(f.org);
  await page.getByLabel("Kundnummer 1").fill("12ab");
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Kundnumret får bara innehålla siffror")).toBeVisible();
  await page.getByLabel("Kundnummer 1").fill("999999991");
  await page.getByRole("button", { name: "Lägg till rad" }).click();
  await page.getByLabel("Organisationsnummer 2").fill(f.org);
  await page.getByLabel("Kundnummer 2").fill(f.customerNumber);
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Sparat: 1 kund(er).")).toBeVisible();
  await expect(page.getByText("Ingen kund med det kundnumret och organisationsnumret.")).toBeVisible();
  await expect(page.getByLabel("Kundnummer 1")).toHaveValue("999999991");
  await expect(page.getByLabel("Kundnummer 2")).toHaveCount(0);
  const { rows } = await withPortalDb((c) =>
    c.query<{ active: boolean }>(`select active from customers where customer_number = $1`, [f.customerNumber]),
  );
  expect(rows[0]?.active).toBe(true);
});

test("manage elected: a new user needs names, then becomes elected with a district", async ({ page }) => {
  const email = `elected${Date.now()}@e2e.se`;
  await login(page, "staff@demo.se", { open: false });
  await visit(page, `${SE}/intern/fortroendevalda`);
  await page.getByLabel("E-postadress").fill("inte-en-adress");
  await page.locator("#main").getByRole("button", { name: "Sök" }).click();
  await expect(page.getByText("Ange en korrekt epost")).toBeVisible();
  await page.getByLabel("E-postadress").fill(email);
  await page.locator("#main").getByRole("button", { name: "Sök" }).click();
  await expect(page.getByText("Ingen användare med den e-postadressen.")).toBeVisible();
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Du måste ange förnamn")).toBeVisible();
  await expect(page.getByText("Du måste ange efternamn")).toBeVisible();
  await page.getByLabel("Förnamn").fill("Eva");
  await page.getByLabel("Efternamn").fill("Berg");
  await page.getByLabel("Mobilnummer").fill("070 123 45 67");
  await page.getByRole("checkbox", { name: "Skaraborg" }).check();
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Eva Berg – Förtroendevald")).toBeVisible();
  await page.getByRole("button", { name: "Ta bort som förtroendevald" }).click();
  await expect(page.getByText("Eva Berg – Inte förtroendevald")).toBeVisible();
});
