/**
 * The feed advisor (decisions 090, 091) on the Finnish host: store@demo.fi makes a new recipe for a
 * farm its store looks after (missing fields first), moves a component up with the keyboard,
 * creates it and assigns it to Mäkelän tila; farmer@demo.fi sees it in "Uudet rehut" as new, in
 * the advisor's loading order. Its own recipe name per run.
 */
import { expect } from "@playwright/test";
import { expectAccessible, FI, login, visit, test } from "../support/fixtures";

const PATH = "/agrodesk/rehunsekoitus";
const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("an advisor creates a recipe for a farm, orders it by keyboard and assigns it; the farmer sees it", async ({ page, browser }) => {
  test.slow();
  const name = unique("Hiehot");
  await login(page, "store@demo.fi", { base: FI });
  await visit(page, `${FI}${PATH}`, { axe: false });
  const accept = page.getByRole("button", { name: "Hyväksyn" });
  if (await accept.isVisible().catch(() => false)) await accept.click();
  await page.getByRole("button", { name: "Uusi resepti" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Uusi resepti" })).toBeVisible();

  // the main error: nothing filled in
  await page.getByRole("button", { name: "Luo resepti" }).click();
  await expect(page.getByText("Valitse tila.")).toBeVisible();
  await expect(page.getByText("Lisää vähintään yksi komponentti.")).toBeVisible();

  await page.getByRole("combobox", { name: "Tila" }).fill("Korpe");
  await page.getByRole("option", { name: "Korpelan Maatila Oy (700205)" }).click();
  await page.getByRole("textbox", { name: "Reseptin nimi" }).fill(name);
  await page.getByRole("textbox", { name: "Eläinmäärä" }).fill("18");
  for (const [feed, kg] of [
    ["Nurmisäilörehu, 2. sato", "450"],
    ["Kivennäisrehu lypsylehmille", "4"],
    ["Kuivaheinä", "90"],
  ] as const) {
    await page.getByRole("combobox", { name: "Rehu", exact: true }).selectOption({ label: feed });
    await page.getByRole("button", { name: "Lisää komponentti" }).click();
    await page.getByRole("textbox", { name: `${feed}: Määrä (kg)` }).fill(kg);
  }
  await expect(page.getByTestId("create-total")).toHaveText(/544/);
  await expectAccessible(page);
  // hay before the minerals: the keyboard alternative of the drag
  const up = page.getByRole("button", { name: "Siirrä ylös: Kuivaheinä" });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".fm-edit-row").nth(1)).toHaveAttribute("data-feed", "KUIVAHEINA");
  await page.getByRole("button", { name: "Luo resepti" }).click();

  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.locator("tbody tr").nth(1)).toHaveAttribute("data-feed", "KUIVAHEINA");
  await expect(page.getByTestId("amount-total")).toHaveText("544");

  await page.getByRole("button", { name: "Jaa tilalle" }).click();
  const dialog = page.getByRole("dialog", { name: "Jaa resepti tilalle" });
  // mounted before axe looks: its fade-in then counts among the animations axe waits for
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("combobox", { name: "Tila" }).fill("Mäke");
  await page.getByRole("option", { name: "Mäkelän tila (700101)" }).click();
  await dialog.getByRole("button", { name: "Jaa", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Resepti jaettu tilalle Mäkelän tila.")).toBeVisible();

  // the farm's farmer, in a browser of their own
  const context = await browser.newContext();
  const farmer = await context.newPage();
  await login(farmer, "farmer@demo.fi", { base: FI });
  await visit(farmer, `${FI}${PATH}`, { axe: false });
  const card = farmer.getByRole("button", { name: new RegExp(name) });
  await expect(card).toContainText("Uusi");
  await card.click();
  await expect(farmer.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(farmer.locator("tbody tr").nth(1)).toHaveAttribute("data-feed", "KUIVAHEINA");
  await expect(farmer.getByRole("button", { name: "Aloita sekoitus" })).toBeVisible();
  await context.close();
});
