/**
 * The release and warranty form as store@demo.fi on the Finnish host (issue 16 item 1): the seller
 * prefilled, a serial-number prefill of customer and machine, maxlength 30, the required message,
 * the submit button disabled until the enabling button, then filed and found in the list.
 */
import { expect } from "@playwright/test";
import { expectAccessible, FI, login, test } from "../support/fixtures";
import { dismissCookies, makeReleaseForm, unique } from "./helpers";

test("a release form is prefilled from an earlier form's serial number and filed", async ({ page }) => {
  const serial = unique("RF");
  const first = unique("Nimi").slice(0, 12);
  await makeReleaseForm({ serial, first });
  await login(page, "store@demo.fi", { base: FI, open: false });
  await page.goto(`${FI}/agrodesk/takuut/luovutusilmoitus`);
  await dismissCookies(page);
  await expect(page.getByRole("heading", { level: 1, name: "Luovutus- ja takuuilmoitus" })).toBeVisible();
  // the seller comes from the signed-in store user
  await expect(page.getByLabel("Myyjän sähköposti *")).toHaveValue("store@demo.fi");
  const submit = page.getByRole("button", { name: "Lähetä ilmoitus" });
  await expect(submit).toBeDisabled();
  await expect(page.getByLabel("Etunimi *")).toHaveAttribute("maxlength", "30");

  await page.getByLabel("Sarjanumero *").fill(serial.toLowerCase());
  await page.getByRole("button", { name: "Hae sarjanumerolla" }).click();
  await expect(page.getByText("Asiakkaan ja koneen tiedot haettu sarjanumerolla.")).toBeVisible();
  await expect(page.getByLabel("Etunimi *")).toHaveValue(first);
  await expect(page.getByLabel("Malli *")).toHaveValue("T235");
  await expect(page.getByLabel("Työleveys")).toHaveValue("3,0 m");

  // Other product group: its own field, empty
  await page.getByLabel("Tuoteryhmä *").selectOption("Other");
  await expect(page.getByLabel("Muu tuoteryhmä *")).toHaveValue("");

  await page.getByRole("button", { name: "Olen tarkistanut tiedot" }).click();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("Tarkista merkityt kentät.")).toBeVisible();
  await expect(page.locator("#f-ProductGroupOther-error")).toHaveText("Tämä kenttä on pakollinen.");
  await expect(page.locator("#f-ReleaseDate-error")).toHaveText("Tämä kenttä on pakollinen.");
  await expectAccessible(page);

  await page.getByLabel("Muu tuoteryhmä *").fill("Mönkijä");
  await page.getByLabel("Luovutuspäivä *").fill("20.11.2026");
  await page.getByLabel("Käyttötunnit tai kilometrit *").fill("5 h");
  await page.getByLabel("Päivämäärä *").fill("20.11.2026");
  for (const group of [
    "Käyttöohjekirja luovutettu *",
    "Takuuehdot käyty läpi *",
    "Kone tarkastettu luovutettaessa *",
    "Asiakas hyväksyy markkinoinnin *",
  ])
    await page.getByRole("group", { name: group }).getByLabel("Kyllä").check();
  await submit.click();
  await expect(page.getByText("Luovutus- ja takuuilmoitus on lähetetty.")).toBeVisible();

  await page.goto(`${FI}/agrodesk/takuut/ilmoitukset`);
  await page.getByLabel("Hakusana").fill(serial);
  await page.getByRole("button", { name: "Hae", exact: true }).click();
  await expect(page.locator("tbody tr")).toHaveCount(2);
});
