/**
 * Time booking for transporters and internal staff (spec 1 §6): customer-number search with the
 * autocomplete (from 4 characters, 'Information saknas', 'Demokund'), warehouse choice; and the
 * Finnish page.
 */
import { expect } from "@playwright/test";
import { expectAccessible, FI, login, SE, visit, test } from "../support/fixtures";
import { answerDialog, PATH, searchReference } from "./helpers";

test("a transporter finds a customer with the autocomplete and books for any customer", async ({ page }) => {
  await login(page, "transporter@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  // no own purchase-order list for transporters, but a warehouse choice
  await expect(page.getByRole("table", { name: "Mina inköpsorder att boka tid för" })).toHaveCount(0);
  await expect(page.getByLabel("Anläggning", { exact: true })).toBeVisible();

  await page.getByLabel("Referenstyp").selectOption({ label: "Kundnummer" });
  const customer = page.getByRole("combobox", { name: "Kundnummer" });
  await customer.fill("100");
  await expect(page.getByRole("listbox", { name: "Förslag på kunder" })).toBeHidden();
  await customer.fill("zzzz");
  await expect(page.getByText("Information saknas")).toBeVisible();

  await customer.fill("1002");
  const option = page.getByRole("option", { name: "100234 – Gårdsjö Lantbruk AB" });
  await expect(option).toBeVisible();
  await expectAccessible(page);
  await customer.press("ArrowDown");
  await customer.press("Enter");
  const options = page.getByRole("region", { name: "Bokningsuppgifter" });
  await expect(options).toBeVisible();
  await expect(options.getByRole("textbox", { name: "Kund", exact: true })).toHaveValue("100234 – Gårdsjö Lantbruk AB");
  // a customer number defaults to loading, and the direction can be changed
  await expect(options.getByRole("radio", { name: "Lastning" })).toBeChecked();
  await expect(options.getByRole("radio", { name: "Lossning" })).toBeEnabled();

  // a test/demo customer gives the 'Demokund' warning
  await customer.fill("Testkund");
  await page.getByRole("option", { name: "199999 – Testkund Demo AB" }).click();
  await answerDialog(page, "Demokund", "Testkund Demo AB");
});

test("internal staff choose a warehouse", async ({ page }) => {
  await login(page, "staff@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  await page.getByLabel("Anläggning", { exact: true }).selectOption({ label: "Lidköping" });
  await searchReference(page, "Kundorder", "7100045501");
  const options = page.getByRole("region", { name: "Bokningsuppgifter" });
  await expect(options).toBeVisible();
  await expect(options.getByLabel("Resursgrupp")).toContainText("Lidköping – lastning");
  await expect(options.getByLabel("Resursgrupp")).not.toContainText("Skara");
});

test("the Finnish page is in Finnish", async ({ page }) => {
  await login(page, "farmer@demo.fi", { base: FI, open: false });
  await visit(page, `${FI}/logistiikka/ajanvaraus`);
  await expect(page.getByRole("heading", { level: 1, name: "Ajanvaraus" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hae viitteellä" })).toBeVisible();
  await page.getByLabel("Viitteen tyyppi").selectOption({ label: "Ostotilaus" });
  await page.getByRole("textbox", { name: "Viite", exact: true }).fill("4600200101");
  await page.getByRole("button", { name: "Hae", exact: true }).click();
  const options = page.getByRole("region", { name: "Varauksen tiedot" });
  await expect(options).toBeVisible();
  await expect(options.getByRole("radio", { name: "Purku" })).toBeChecked();
  await expect(options.getByRole("radio", { name: "Lastaus" })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole("textbox", { name: "Viite", exact: true }).fill("4699999999");
  await page.getByRole("button", { name: "Hae", exact: true }).click();
  await answerDialog(page, "Tapahtui virhe", "Viitettä ei löytynyt.");
});
