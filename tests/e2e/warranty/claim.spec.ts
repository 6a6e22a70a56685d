/**
 * The warranty claim form as store@demo.fi (issue 16 item 3): the line totals as typed (cleared for
 * a non-number), parts and hours added through the server, totals for parts, work and overall in
 * cents; the empty-tables alert; the 366-day warning (cancel stays, accept files); the print sheet.
 */
import { expect, type Page } from "@playwright/test";
import { expectAccessible, FI, login, test } from "../support/fixtures";
import { dismissCookies, unique } from "./helpers";

const fiDay = (daysAgo: number) => {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return `${d.getDate()}.${d.getMonth() + 1}.${d.getFullYear()}`;
};
const nbsp = (s: string) => new RegExp(`^${s.replace(/ /g, "\\s")}$`);

async function fillClaim(page: Page, startDaysAgo: number) {
  await page.getByLabel("Puhelinnumero *").fill("06 412 3456");
  await page.getByLabel("Etunimi *").fill("Erkki");
  await page.getByLabel("Sukunimi *").fill("Esimerkki");
  await page.getByLabel("Osoite *").fill("Peltotie 5");
  await page.getByLabel("Postinumero *").fill("60200");
  await page.getByLabel("Postitoimipaikka *").fill("Seinäjoki");
  await page.getByLabel("Puhelin *", { exact: true }).fill("0401112222");
  await page.getByLabel("Koneen sarjanumero *").fill(unique("CL"));
  await page.getByLabel("Merkki ja malli *").fill("Valtra T235");
  await page.getByLabel("Takuun alkamispäivä *").fill(fiDay(startDaysAgo));
}

test("a claim with parts and hours: totals in cents, the empty alert and the 366-day warning", async ({ page }) => {
  await login(page, "store@demo.fi", { base: FI, open: false });
  await page.goto(`${FI}/agrodesk/takuut/takuuhakemus`);
  await dismissCookies(page);
  await fillClaim(page, 400);

  // both tables empty
  await page.getByRole("button", { name: "Lähetä takuuhakemus" }).click();
  const alert = page.getByRole("alertdialog");
  await expect(alert).toContainText("Syötä varaosa tai työtunnit!");
  await alert.getByRole("button", { name: "OK" }).click();

  // 3 × 0,10 = 0,30 as typed; not a number → cleared; added through the server
  await page.getByLabel("Määrä", { exact: true }).fill("3");
  await page.getByLabel("À-hinta").fill("0,10");
  await expect(page.getByTestId("part-total")).toHaveValue("0,30");
  await page.getByLabel("À-hinta").fill("x");
  await expect(page.getByTestId("part-total")).toHaveValue("");
  await page.getByRole("button", { name: "Lisää varaosa" }).click();
  await expect(page.getByTestId("part-line")).toHaveCount(0);
  await page.getByLabel("À-hinta").fill("0,10");
  await page.getByLabel("Varaosanumero").fill("P-100");
  await page.getByLabel("Varaosan nimi").fill("Sokka");
  await page.getByRole("button", { name: "Lisää varaosa" }).click();
  await expect(page.getByTestId("part-line")).toHaveCount(1);
  await page.getByLabel("Määrä", { exact: true }).fill("1,5");
  await page.getByLabel("Varaosanumero").fill("P-200");
  await page.getByLabel("Varaosan nimi").fill("Öljy");
  await page.getByLabel("À-hinta").fill("12,35");
  await page.getByRole("button", { name: "Lisää varaosa" }).click();
  await expect(page.getByTestId("part-line")).toHaveCount(2);
  await page.getByLabel("Takuutyön hinta / h").fill("65,90");
  await page.getByLabel("Tunnit", { exact: true }).fill("2,5");
  await page.getByLabel("Työselostus").fill("Vaihto ja koeajo");
  await expect(page.getByTestId("hour-total")).toHaveValue("164,75");
  await page.getByRole("button", { name: "Lisää työtunnit" }).click();
  await expect(page.getByTestId("hour-line")).toHaveCount(1);
  // 0,30 + 18,53 (1,5 × 12,35 = 18,525) = 18,83; work 164,75; overall 183,58
  await expect(page.getByTestId("parts-total")).toHaveText(nbsp("18,83 €"));
  await expect(page.getByTestId("work-total")).toHaveText(nbsp("164,75 €"));
  await expect(page.getByTestId("total")).toHaveText(nbsp("183,58 €"));
  await expectAccessible(page);

  // the printed claim has signature fields and the validity note
  await page.emulateMedia({ media: "print" });
  await expect(page.getByText("Myyjän allekirjoitus ja nimenselvennys")).toBeVisible();
  await expect(page.getByText("Ostajan allekirjoitus ja nimenselvennys")).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByText("Myyjän allekirjoitus ja nimenselvennys")).toBeHidden();

  // started 400 days ago: the warning; cancel stays on the form
  await page.getByRole("button", { name: "Lähetä takuuhakemus" }).click();
  const warn = page.getByRole("alertdialog");
  await expect(warn).toContainText(/Huomioi takuun voimassaolo\. Ota tarvittaessa yhteys huoltoinsinööreihin: \S+@\S+/);
  await warn.getByRole("button", { name: "Peruuta" }).click();
  await expect(page.getByText(/Takuuhakemus on lähetetty/)).toHaveCount(0);
  await page.getByRole("button", { name: "Lähetä takuuhakemus" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Jatka" }).click();
  await expect(page.getByText(/Takuuhakemus on lähetetty \(yhteensä 183,58\s€\)/)).toBeVisible();
});
