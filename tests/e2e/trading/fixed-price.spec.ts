import { expect } from "@playwright/test";
import { login, reload, SE, visit, test } from "../support/fixtures";

/** The day in Stockholm, as the portal checks dates (at 23–24 UTC the UTC date is a day behind). */
const iso = (d: Date) => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(d);

test("a farmer builds a fixed price agreement line by line and sends it for signing", async ({ page }) => {
  test.slow();
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}/avtal/fastprisavtal`);
  await expect(page.getByRole("heading", { level: 1, name: "Fastprisavtal foder" })).toBeVisible();

  // the main error first: nothing to continue with, then a quantity outside the article's limits
  await page.getByRole("button", { name: "Nästa" }).click();
  await expect(page.getByText("Lägg till minst en artikel")).toBeVisible();
  await page.getByLabel("Kategori").selectOption("410");
  await page.getByLabel("Produktgrupp").selectOption({ label: "Mjölkkofoder" });
  await page.getByLabel("Artikel", { exact: true }).selectOption("40110");
  await expect(page.getByText(/Ditt pris: 4210/)).toBeVisible();
  await page.getByLabel("Kvantitet (Ton)").fill("3x");
  await expect(page.getByLabel("Kvantitet (Ton)")).toHaveValue("3");
  await page.getByRole("button", { name: "Lägg till" }).click();
  await expect(page.getByText("Du har angett ett otillåtet värde. Tillåtna värden sträcker sig mellan: 5 och 600")).toBeVisible();
  await page.getByLabel("Kvantitet (Ton)").fill("20");
  await page.getByLabel("Rabatt (kr/ton)").fill("10");
  await page.getByRole("button", { name: "Lägg till" }).click();
  const lines = page.getByRole("table", { name: "Artiklar i avtalet" });
  await expect(lines.getByRole("row", { name: /Solid 220 Komplett/ })).toContainText("4200");

  await page.getByLabel("Artikel", { exact: true }).selectOption("40120");
  await page.getByLabel("Kvantitet (Ton)").fill("10");
  await page.getByRole("button", { name: "Lägg till" }).click();
  await expect(lines.getByRole("row")).toHaveCount(3);

  // editing swaps add for save and cancel; a removed row fades, then goes
  await page.getByRole("button", { name: "Ändra Solid 220 Komplett" }).click();
  await expect(page.getByRole("button", { name: "Lägg till" })).toHaveCount(0);
  await page.getByLabel("Kvantitet (Ton)").fill("25");
  await page.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(lines.getByRole("row", { name: /Solid 220 Komplett/ })).toContainText("25");
  await page.getByRole("button", { name: "Ta bort Unik 190 Mjölkfoder" }).click();
  await expect(lines.getByRole("row")).toHaveCount(2);

  // the lines survive a reload (browser storage)
  await reload(page);
  await expect(page.getByRole("table", { name: "Artiklar i avtalet" }).getByRole("row", { name: /Solid 220 Komplett/ })).toBeVisible();

  await page.getByRole("button", { name: "Nästa" }).click();
  const next = page.getByRole("button", { name: "Nästa" });
  await page.getByLabel("Avropsnummer").fill("fp12");
  await expect(next).toBeDisabled();
  await page.getByLabel("Avropsnummer").fill("fp-1234");
  await expect(page.getByLabel("Avropsnummer")).toHaveValue("FP1234");
  await expect(next).toBeEnabled();
  await page.getByLabel("Benämning").fill("Vinter Mjölk");
  const today = new Date();
  await page.getByLabel("Startdatum").fill(iso(today));
  await page.getByLabel("Slutdatum").fill(iso(new Date(today.getTime() + 400 * 86_400_000)));
  await next.click();
  await expect(page.getByText("Du kan inte ange datum som är längre fram än ett år från dagens datum")).toBeVisible();
  await page.getByLabel("Slutdatum").fill(iso(new Date(today.getTime() + 90 * 86_400_000)));
  await next.click();
  await expect(page.getByRole("heading", { name: "Granska" })).toBeVisible();
  await expect(page.getByText("vinter-mjölk")).toBeVisible();

  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Spara och signera" }).click();
  const signing = await popupPromise;
  await signing.waitForURL(/\/signera\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText(/Avtal \d{8} är sparat/)).toBeVisible();
  const number = /Avtal (\d{8})/.exec((await page.getByText(/Avtal \d{8} är sparat/).textContent()) ?? "")?.[1];
  await expect(signing.getByRole("heading", { name: `Signera avtal ${number}` })).toBeVisible();
  await signing.close();

  // saved: the browser forgets the lines, and the agreement is in My agreements
  await page.goto(`${SE}/avtal/fastprisavtal`);
  await expect(page.getByText("Inga artiklar tillagda ännu.")).toBeVisible();
});
