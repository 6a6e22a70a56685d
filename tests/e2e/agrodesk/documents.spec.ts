/**
 * Document library (issue 15 item 1): admin@demo.fi makes a folder, uploads a text file (upload
 * enabled only with files chosen), renames it, and deletes it (a selection and a confirmation
 * needed); a wrong file type is refused with an alert; farmer@demo.fi opens a seeded folder and
 * sees no admin controls.
 */
import { expect } from "@playwright/test";
import { expectAccessible, FI, login, test } from "../support/fixtures";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test("admin uploads, renames and deletes a document; a farmer reads the tree", async ({ page, browser }) => {
  test.slow();
  const folder = `Testikansio ${unique()}`;
  await login(page, "admin@demo.fi", { base: FI, open: false });
  await page.goto(`${FI}/agrodesk/asiakirjat`);
  await expect(page.getByRole("button", { name: "Viljakauppa", exact: true })).toBeVisible();

  // delete with nothing selected
  await page.getByRole("button", { name: "Poista tiedostot" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Poistettavia tiedostoja ei ole valittu.");
  await page.getByRole("button", { name: "OK" }).click();

  await page.getByLabel("Kansion nimi").fill(folder);
  await page.getByRole("button", { name: "Uusi kansio" }).click();
  await page.getByRole("button", { name: `Lisää asiakirja: ${folder}` }).click();
  const send = page.getByRole("button", { name: "Lähetä" });
  await expect(send).toBeDisabled();
  await page
    .getByLabel("Valitse tiedostot")
    .setInputFiles([{ name: "ohje.txt", mimeType: "text/plain", buffer: Buffer.from("Kuivurin käyttöohje") }]);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByRole("link", { name: "ohje.txt" })).toBeVisible();

  // a wrong type: an alert with the status
  await page.getByRole("button", { name: `Lisää asiakirja: ${folder}` }).click();
  await page
    .getByLabel("Valitse tiedostot")
    .setInputFiles([{ name: "x.pdf", mimeType: "application/pdf", buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3]) }]);
  await page.getByRole("button", { name: "Lähetä" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("415");
  await page.getByRole("button", { name: "OK" }).click();

  await page.getByRole("button", { name: "Nimeä uudelleen: ohje.txt" }).click();
  await page.getByLabel("Uusi nimi").fill("kuivuriohje");
  await page.getByRole("button", { name: "Tallenna" }).click();
  await expect(page.getByRole("link", { name: "kuivuriohje.txt" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("checkbox", { name: "Valitse kuivuriohje.txt" }).check();
  await page.getByRole("button", { name: "Poista tiedostot" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Haluatko varmasti poistaa tiedostot?");
  await page.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("link", { name: "kuivuriohje.txt" })).toHaveCount(0);

  const farmerContext = await browser.newContext();
  const farmer = await farmerContext.newPage();
  await login(farmer, "farmer@demo.fi", { base: FI, open: false });
  await farmer.goto(`${FI}/agrodesk/asiakirjat`);
  await farmer.getByRole("button", { name: "Viljakauppa", exact: true }).click();
  await expect(farmer.getByRole("link", { name: "Viljanvastaanotto 2026.pdf" })).toBeVisible();
  await expect(farmer.getByRole("button", { name: "Poista tiedostot" })).toHaveCount(0);
  await expect(farmer.getByRole("checkbox")).toHaveCount(0);
  const href = (await farmer.getByRole("link", { name: "Viljanvastaanotto 2026.pdf" }).getAttribute("href")) ?? "";
  // the file itself (the request goes through the browser, which knows the test host)
  expect(await farmer.evaluate(async (u) => (await fetch(u)).status, href)).toBe(200);
  await farmer.getByRole("button", { name: "Viljakauppa", exact: true }).click();
  await expect(farmer.getByRole("link", { name: "Viljanvastaanotto 2026.pdf" })).toHaveCount(0);
  await farmerContext.close();
});
