/**
 * Grain trade (issue 15 items 3–6): admin@demo.fi saves nothing (instruction text) and then a
 * changed price (success=true); farmer@demo.fi follows a tile to the contract form, is refused a
 * wrong Y-tunnus and submits a Heti-Termiini contract; store@demo.fi finds it and exports the list.
 */
import { expect } from "@playwright/test";
import { expectAccessible, FI, login, test } from "../support/fixtures";

test("prices, tiles, a Heti-Termiini contract and the contract list with export", async ({ page, browser }) => {
  test.slow();
  await login(page, "admin@demo.fi", { base: FI, open: false });
  await page.goto(`${FI}/agrodesk/viljakauppa`);
  await page.getByRole("button", { name: "Tallenna hinnat" }).click();
  await expect(page.getByText("Muuta hintoja ennen tallennusta.", { exact: false })).toBeVisible();
  const price = page.getByRole("textbox", { name: "Rehuohra Seinäjoki: hinta 4" });
  const next = String(200 + (Date.now() % 50));
  await price.fill(`${next}x,`);
  await expect(price).toHaveValue(next);
  await page.getByRole("button", { name: "Tallenna hinnat" }).click();
  await page.waitForURL(/success=true/);
  await expect(page.getByRole("status")).toHaveText("Hinnat tallennettu.");
  await expect(page.getByRole("textbox", { name: "Rehuohra Seinäjoki: hinta 4" })).toHaveValue(next);

  const farmerContext = await browser.newContext();
  const farmer = await farmerContext.newPage();
  await login(farmer, "farmer@demo.fi", { base: FI, open: false });
  await farmer.goto(`${FI}/agrodesk/viljakauppa`);
  await expect(farmer.getByRole("button", { name: "Tallenna hinnat" })).toHaveCount(0);
  const block = farmer.getByRole("listitem").filter({ has: farmer.getByRole("heading", { name: "Ohra – Rehuohra" }) });
  await expect(block.getByText("Vaasa")).toHaveCount(0);
  await block.getByRole("button", { name: "Näytä lisää toimituspaikkoja" }).click();
  await expect(block.getByText("Vaasa")).toBeVisible();
  await expect(
    farmer
      .getByRole("listitem")
      .filter({ has: farmer.getByRole("heading", { name: "Rypsi – Öljykasvi" }) })
      .getByRole("link"),
  ).toHaveCount(0);
  await block.getByRole("link").first().click();
  await farmer.waitForURL(/\/agrodesk\/viljakauppa\/sopimus\?row=/);
  await expect(farmer.getByLabel("Vilja", { exact: true })).toHaveValue("Rehuohra");
  await expect(farmer.getByLabel("Sopimusnumero")).toHaveCount(0);
  await farmer.getByRole("radio", { name: "Termiini", exact: true }).check();
  await expect(farmer.getByLabel("Sopimusnumero")).toHaveValue("");
  await farmer.getByRole("radio", { name: "Heti-Termiini" }).check();
  await expect(farmer.getByLabel("Sopimusnumero")).toHaveCount(0);

  const company = `Testitila ${Date.now().toString(36)}`;
  await farmer.getByLabel("Osoite").fill("Peltotie 5");
  await farmer.getByLabel("Postinumero").fill("60100");
  await farmer.getByLabel("Postitoimipaikka").fill("Seinäjoki");
  await farmer.getByLabel("Puhelinnumero").fill("040 123 4567");
  await farmer.getByLabel("Yritys", { exact: true }).fill(company);
  await farmer.getByLabel("Y-tunnus").fill("0737546-3");
  await farmer.getByLabel("Määrä (t)").fill("25");
  await farmer.getByLabel("Toimitusaika (vv-kk-pp)").fill("30-01-15");
  await farmer.getByRole("button", { name: "Lähetä sopimus" }).click();
  await expect(farmer.getByText("Tarkista Y-tunnus (esim. 1234567-1).")).toBeVisible();
  await farmer.getByLabel("Y-tunnus").fill("0737546-2");
  await farmer.getByRole("button", { name: "Lähetä sopimus" }).click();
  await expect(farmer.getByRole("status")).toContainText("on vastaanotettu");
  await expect(farmer.getByRole("row").filter({ hasText: "TE-" }).first()).toBeVisible();
  await expectAccessible(farmer);
  await farmerContext.close();

  const storeContext = await browser.newContext();
  const store = await storeContext.newPage();
  await login(store, "store@demo.fi", { base: FI, open: false });
  await store.goto(`${FI}/agrodesk/viljakauppa`);
  await expect(store.getByText(/\d+ sopimusta/)).toBeVisible();
  await store.getByRole("button", { name: "Seuraava sivu" }).click();
  await expect(store.getByText(/^2 \/ \d+$/)).toBeVisible();
  await store.getByLabel("Hakusana").fill(company);
  await store.getByRole("button", { name: "Hae" }).click();
  await expect(store.getByText("1 sopimus", { exact: true })).toBeVisible();
  await expect(store.getByRole("row").filter({ hasText: company })).toBeVisible();
  const download = store.waitForEvent("download");
  await store.getByRole("link", { name: "Vie Exceliin" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("kiinnityssopimukset.xlsx");
  await storeContext.close();
});
