/**
 * Profile page and delivery address editor (issue 12 items 1–2): bad and good personnummer (the
 * field locks once saved), the unsaved-change warning, the company form's Swedish mobile rule, and
 * a silo added (number required) and removed.
 */
import { expect } from "@playwright/test";
import { login, SE, visit, test } from "../support/fixtures";
import { withPortalDb } from "../support/portal-db";
import { makeFamily } from "../account/helpers";

test("profile: personnummer rules and lock, company form, silo add and remove", async ({ page }) => {
  test.setTimeout(180_000); // three forms and two pages on a shared machine
  const f = await makeFamily();
  await withPortalDb((c) =>
    c.query(
      `insert into delivery_addresses (customer_id, name, address, zip_code, city, distance_km, mobile)
       select id, 'Gården', 'Byvägen 1', '532 92', 'Skara', 9, '+46701234567' from customers where customer_number = $1`,
      [f.customerNumber],
    ),
  );
  await login(page, f.owner, { open: false });
  await visit(page, `${SE}/mitt-foretag/profil`);

  const ssn = page.getByLabel("Personnummer (ÅÅÅÅMMDDNNNN)");
  const save = page.getByRole("button", { name: "Spara personnummer" });
  await ssn.fill("12345");
  await save.click();
  await expect(page.getByText("Du måste ange 12 siffror (ÅÅÅÅMMDDNNNN)")).toBeVisible();
  await ssn.fill("19000101-0008"); // birth number 000
  await save.click();
  await expect(page.getByText("Ogiltigt personnummer")).toBeVisible();

  // leaving with unsaved changes asks first; staying keeps the page
  page.once("dialog", (d) => {
    expect(d.message()).toBe("Du har ändringar som inte är sparade. Vill du lämna sidan ändå?");
    void d.dismiss();
  });
  await page.getByRole("navigation", { name: "Profil" }).getByRole("link", { name: "Leveransadresser" }).click();
  await expect(page).toHaveURL(/\/mitt-foretag\/profil$/);

  await ssn.fill("811228-9874");
  await save.click();
  await expect(page.getByText("Personnumret är sparat.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Personnummer (ÅÅÅÅMMDDNNNN)")).toHaveValue("198112289874");
  await expect(page.getByLabel("Personnummer (ÅÅÅÅMMDDNNNN)")).not.toBeEditable();

  // company form: a work number is not a Swedish mobile
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await field("Adress").fill("Byvägen 1");
  await field("Ort").fill("Skara");
  await field("Postnummer").fill("532 92");
  await field("E-post").fill("info@e2e.se");
  await field("Mobiltelefon").fill("0511 12345");
  await page.getByRole("button", { name: "Spara företagsuppgifter" }).click();
  await expect(page.getByText("Ange ett giltigt mobilnummer, t.ex. 070 123 45 67")).toBeVisible();
  await field("Mobiltelefon").fill("070 123 45 67");
  await page.getByRole("button", { name: "Spara företagsuppgifter" }).click();
  await expect(page.getByText("Företagsuppgifterna är sparade.")).toBeVisible();

  // delivery addresses: a silo needs a number; add one, then remove it
  await visit(page, `${SE}/mitt-foretag/leveransadresser`);
  const card = page.getByRole("region", { name: "Gården" });
  await card.getByRole("button", { name: "Lägg till silo" }).click();
  await expect(card.getByText("Du måste ange silonummer")).toBeVisible();
  await card.getByLabel("Silonummer").fill("7");
  await card.getByLabel("Räckvidd").selectOption("24");
  await card.getByRole("button", { name: "Lägg till silo" }).click();
  await expect(card.getByText("Silo 7, räckvidd 24 m")).toBeVisible();
  await card.getByRole("button", { name: "Ta bort silo 7" }).click();
  await expect(card.getByText("Silo 7, räckvidd 24 m")).toHaveCount(0);
  await expect(card.getByText("Inga silor registrerade.")).toBeVisible();

  // the address form loads when it is opened (decision 106): edit shows the saved street, cancel closes it
  await card.getByRole("button", { name: "Ändra adress" }).click();
  await expect(card.getByLabel("Gatuadress")).not.toHaveValue("");
  await card.getByRole("button", { name: "Avbryt" }).click();
  await expect(card.getByLabel("Gatuadress")).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Ändra adress" })).toBeVisible();
});
