/**
 * Maiturimix at phone size as farmer@demo.fi on the Finnish host (issue 17): scale a recipe by
 * percent and animal count, change a silage's dry matter, mix component by component with over-
 * and under-shoots and auto-scale, finish, add leftovers, delete; the same with the network cut
 * half-way; another farm's recipe answers with an error.
 */
import { expect, type Page } from "@playwright/test";
import { expectAccessible, FI, login, reload, test } from "../support/fixtures";
import { fiNumber, makeRecipe, mixIdOf, mixRows } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

const PATH = "/agrodesk/rehunsekoitus";
const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openRecipe(page: Page, id: number) {
  await login(page, "farmer@demo.fi", { base: FI, open: false });
  await page.goto(`${FI}${PATH}?view=recipe&id=${id}`);
  // the cookie notice covers the bottom of a phone screen until it is answered
  await page.getByRole("button", { name: "Hyväksyn" }).click();
  await expect(page.locator("#fm-recipe-title")).toBeVisible();
}

async function confirmReading(page: Page, kg: number) {
  const reading = page.getByRole("textbox", { name: "Vaa'an lukema (kg)" });
  await reading.fill(String(kg));
  await page.getByRole("button", { name: "Vahvista" }).click();
}

test("a recipe scales by percent and animal count, and a silage's dry matter changes its amount", async ({ page }) => {
  const name = unique("TMR");
  const id = await makeRecipe(name);
  await openRecipe(page, id);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByTestId("daily-intake")).toHaveText("Päiväannos eläintä kohden: 58,2 kg");
  await expectAccessible(page);

  // percent 110: size 3492 × 110 ÷ 100 = 3841; silage 2100 × 3841 ÷ 3492 = 2310
  await page.getByRole("textbox", { name: "Prosenttia (%)" }).fill("110");
  await expect(page.getByRole("textbox", { name: "Sekoituksen koko (kg)" })).toHaveValue("3841");
  await expect(page.getByTestId("amount-SILO-1")).toHaveText(/^2\s310$/);
  // the size stepper: +10 → 3851
  await page.getByRole("button", { name: "Lisää: Sekoituksen koko (kg)" }).click();
  await expect(page.getByRole("textbox", { name: "Sekoituksen koko (kg)" })).toHaveValue("3851");
  // 45 animals: 3851 ÷ 45 = 85,6; no intake without a count
  await page.getByRole("textbox", { name: "Eläinmäärä" }).fill("45");
  await expect(page.getByTestId("daily-intake")).toHaveText("Päiväannos eläintä kohden: 85,6 kg");
  await page.getByRole("textbox", { name: "Eläinmäärä" }).fill("");
  await expect(page.getByTestId("daily-intake")).toHaveCount(0);
  await page.getByRole("button", { name: "Aloita sekoitus" }).click();
  await expect(page.getByText("Syötä eläinmäärä (vähintään 1).")).toBeVisible();

  // edit: silage 1 DM 30 → 25: 30 × 2100 ÷ 25 = 2520; minerals moved up with the keyboard alternative
  await page.getByRole("button", { name: "Muokkaa reseptiä" }).click();
  await page.getByRole("textbox", { name: "Nurmisäilörehu, 1. sato: Kuiva-aine (%)" }).fill("25");
  await expect(page.getByRole("textbox", { name: "Nurmisäilörehu, 1. sato: Määrä (kg)" })).toHaveValue("2520");
  await page.getByRole("button", { name: "Siirrä ylös: Kivennäisrehu lypsylehmille" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".fm-edit-row").nth(5)).toHaveAttribute("data-feed", "KIVENNAINEN");
  await page.getByRole("button", { name: "Lisää lisärehu" }).click();
  const dialog = page.getByRole("dialog", { name: "Lisärehu" });
  await dialog.getByRole("button", { name: "Lisää" }).click();
  await expect(dialog.getByText("Valitse rehu ja syötä määrä.")).toBeVisible();
  await dialog.getByLabel("Rehu").selectOption({ label: "Rehuohra, litistetty" });
  await dialog.getByLabel("Määrä (kg)").fill("20");
  await dialog.getByRole("button", { name: "Lisää" }).click();
  await expect(dialog.getByText("Rehu on jo reseptissä.")).toBeVisible();
  await dialog.getByLabel("Rehu").selectOption({ label: "Melassi" });
  await dialog.getByRole("button", { name: "Lisää" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Tallenna" }).click();
  await expect(page.getByRole("button", { name: "Aloita sekoitus" })).toBeVisible();
  await expect(page.getByTestId("amount-SILO-1")).toHaveText(/^2\s520$/);
  await expect(page.getByTestId("amount-MELASSI")).toHaveText("20");
  await expect(page.locator("tbody tr").nth(5)).toHaveAttribute("data-feed", "KIVENNAINEN");

  // recalculate for 30 animals: the plan again, 3492 × 30 ÷ 60 = 1746; silage 1050
  await page.getByRole("textbox", { name: "Eläinmäärä" }).fill("30");
  await page.getByRole("button", { name: "Laske uudelleen" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Oletko varma? Kaikki tekemäsi muutokset menetetään.");
  await confirm.getByRole("button", { name: "OK" }).click();
  await expect(page.getByTestId("amount-SILO-1")).toHaveText(/^1\s050$/);
  await expect(page.getByTestId("amount-MELASSI")).toHaveCount(0);
  await expect(page.getByTestId("amount-total")).toHaveText(/^1\s746$/);
});

test("mixing component by component: over- and under-shoots, auto-scale, cancel, finish, leftovers, delete", async ({ page }) => {
  test.slow();
  const id = await makeRecipe(unique("TMR"));
  await openRecipe(page, id);
  await page.getByRole("button", { name: "Aloita sekoitus" }).click();
  await expect(page.getByTestId("current-component")).toHaveText("Nurmisäilörehu, 1. sato");
  await expect(page.getByTestId("expected-cumulative")).toHaveText(fiNumber(2100));
  await expectAccessible(page);

  // over-shoot on silage 1: +105
  await confirmReading(page, 2205);
  await expect(page.getByTestId("last-difference")).toHaveText("Ero: +105 kg");
  await expect(page.getByTestId("current-component")).toHaveText("Nurmisäilörehu, 2. sato");
  await expect(page.getByTestId("expected-cumulative")).toHaveText(fiNumber(2805));

  // choose the minerals next; under-shoot 2 kg, then cancel it
  await page.getByRole("button", { name: "Valitse seuraava komponentti" }).click();
  // by keyboard: at phone size the dialog's last button sits under the overlay in Chromium's mobile emulation
  const minerals = page.getByRole("dialog").getByRole("button", { name: /Kivennäisrehu/ });
  await minerals.focus();
  await minerals.press("Enter");
  await expect(page.getByTestId("expected-cumulative")).toHaveText(fiNumber(2217));
  await confirmReading(page, 2215);
  await expect(page.getByTestId("last-difference")).toHaveText("Ero: −2 kg");
  await expect(page.getByTestId("row-KIVENNAINEN")).toHaveText(/12 kg → 10 kg/);
  await page.getByRole("button", { name: "Peru viimeisin" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  await expect(page.getByTestId("row-KIVENNAINEN")).toHaveText(/^12 kg$/);

  // calculate final recipe: 2205 ÷ 2100 = 1,05 → 600 → 630
  await page.getByRole("button", { name: "Laske lopullinen resepti" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  await expect(page.getByTestId("current-planned")).toHaveText(fiNumber(630));
  await expect(page.getByRole("button", { name: "Laske lopullinen resepti" })).toBeDisabled();

  // the stepper of the final amount steps by 5
  await page.getByRole("button", { name: "Lisää: Vaa'an lukema (kg)" }).click();
  await expect(page.getByRole("textbox", { name: "Vaa'an lukema (kg)" })).toHaveValue(String(2205 + 630 + 5));
  let cumulative = 2205;
  for (const planned of [630, 347, 126, 252, 95, 13]) {
    await expect(page.getByTestId("current-planned")).toHaveText(fiNumber(planned));
    cumulative += planned;
    await confirmReading(page, cumulative);
  }
  await expect(page.getByRole("heading", { name: "Valmis sekoitus" })).toBeVisible();
  await expect(page.getByTestId("actual-weight")).toHaveText(fiNumber(cumulative));
  await expect(page.getByTestId("original-weight")).toHaveText(fiNumber(3492));
  await expectAccessible(page);

  // leftovers: a value is required
  await page.getByRole("button", { name: "Kirjaa jäännösrehu" }).click();
  const dialog = page.getByRole("dialog", { name: "Kirjaa jäännösrehu" });
  await dialog.getByRole("button", { name: "Tallenna" }).click();
  await expect(dialog.getByText("Syötä jäännösrehun määrä.")).toBeVisible();
  await dialog.getByLabel("Jäännösrehu (kg)").fill("180");
  await dialog.getByRole("button", { name: "Tallenna" }).click();
  await expect(page.getByTestId("leftovers")).toContainText(
    `180 kg · Jäännösrehun osuus ${(Math.round((180 / cumulative) * 1000) / 10).toLocaleString("fi-FI")} %`,
  );

  // delete with confirmation → my mixes
  await page.getByRole("button", { name: "Poista sekoitus" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Haluatko varmasti poistaa sekoituksen?");
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("tab", { name: "Omat sekoitukset", selected: true })).toBeVisible();
});

test("offline half-way: readings are kept on the phone and sent once when the connection returns", async ({ page, context }) => {
  test.slow();
  const id = await makeRecipe(unique("TMR"));
  await openRecipe(page, id);
  await page.getByRole("button", { name: "Aloita sekoitus" }).click();
  await expect(page.getByTestId("current-component")).toHaveText("Nurmisäilörehu, 1. sato");
  const mixId = mixIdOf(page);
  await confirmReading(page, 2150);
  await expect(page.getByTestId("current-component")).toHaveText("Nurmisäilörehu, 2. sato");

  await context.setOffline(true);
  await confirmReading(page, 2150 + 590);
  await confirmReading(page, 2150 + 590 + 335);
  await expect(page.getByTestId("sync-state")).toContainText("Ei yhteyttä");
  await expect(page.getByTestId("sync-state")).toContainText("2 lukemaa odottaa lähetystä.");
  await expect(page.getByTestId("current-component")).toHaveText("Kaura");
  await expect(page.getByTestId("expected-cumulative")).toHaveText(fiNumber(2150 + 590 + 335 + 120));
  expect((await mixRows(mixId)).filter((r) => r.mix_updated)).toHaveLength(1);

  await context.setOffline(false);
  await expect(page.getByTestId("sync-state")).toContainText("Tallennettu palvelimelle.");
  const rows = await mixRows(mixId);
  expect(rows.slice(0, 3).map((r) => r.actual_weight)).toEqual([2150, 590, 335]);
  expect(rows.filter((r) => r.mix_updated)).toHaveLength(3);

  // a reload continues from the server's copy, nothing doubled
  await reload(page);
  await expect(page.getByTestId("current-component")).toHaveText("Kaura");
  await expect(page.getByTestId("expected-cumulative")).toHaveText(fiNumber(2150 + 590 + 335 + 120));
});

test("offline in the barn: a dialog never opened before still opens (the service worker keeps every chunk the page can load)", async ({
  page,
  context,
}) => {
  test.slow();
  const id = await makeRecipe(unique("TMR"));
  await openRecipe(page, id);
  // installed = the page's chunks and every chunk they load on demand are in its cache
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.getByRole("button", { name: "Aloita sekoitus" }).click();
  await expect(page.getByTestId("current-component")).toHaveText("Nurmisäilörehu, 1. sato");
  // from here nothing static comes from the network (the service worker's own fetches included)
  await context.route("**/_next/static/**", (r) => r.abort("internetdisconnected"));
  await context.setOffline(true);

  await page.getByRole("button", { name: "Valitse seuraava komponentti" }).click();
  const choose = page.getByRole("dialog", { name: "Seuraava komponentti" });
  await expect(choose).toBeVisible();
  await choose.getByRole("button", { name: /^Kaura/ }).click();
  await expect(page.getByTestId("current-component")).toHaveText("Kaura");
  await context.setOffline(false);
});

test("another farm's recipe is refused", async ({ page }) => {
  const other = await makeRecipe(unique("Lihanaudat"), "700311");
  await login(page, "farmer@demo.fi", { base: FI, open: false });
  await page.goto(`${FI}${PATH}?view=recipe&id=${other}`);
  await expect(page.locator(".feed-mix").getByRole("alert")).toBeVisible();
  await expect(page.locator("#fm-recipe-title")).toHaveCount(0);
  const status = await page.evaluate(async (rid) => (await fetch(`/api/maiturimix/feeds/${rid}`)).status, other);
  expect(status).toBe(403);
});
