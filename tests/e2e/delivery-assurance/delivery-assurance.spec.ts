/**
 * Delivery assurance (spec 1 §4, §5 "Delivery assurance form"; spec 2 §4 "Delivery assurance step
 * 2") on the seeded data: farmer@demo.se (100234) with the delivery addresses of the delivery-fee
 * seed, the facilities of the logistics seed and the settings of db/seed-delivery-assurance.ts
 * (harvest period around today). Needs seedDeliveryAssurance wired into the seed.
 */
import { expect, type Page } from "@playwright/test";
import { expectAccessible, login, SE, visit, test } from "../support/fixtures";

const PATH = "/logistik/leveransforsakran";
/** yyyy-MM-dd in Stockholm, n days from today */
function stockholmDay(n = 0): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date(Date.now() + n * 86_400_000));
}

async function answer(page: Page, question: string, choice: string) {
  await page.getByRole("group", { name: question, exact: true }).getByLabel(choice, { exact: true }).check();
}

async function fillGrain(page: Page, quantity: string) {
  await page.getByLabel("Artikel").selectOption({ label: "Höstvete, bröd (10110)" });
  await page.getByLabel("Skördeår").selectOption(stockholmDay().slice(0, 4));
  await page.getByRole("textbox", { name: "Kvantitet (ton)" }).fill(quantity);
  await answer(page, "Torkat", "Ja");
  await answer(page, "Rensat", "Nej");
  await answer(page, "Stråförkortat", "Nej");
  await answer(page, "Glyfosat använt", "Nej");
  await answer(page, "Slam spritt", "Nej");
  await answer(page, "Leveransform", "Spot");
  await page.getByLabel("Leveransadress", { exact: true }).selectOption({ label: "Gårdsjö gård, Gårdsjö 12, Skara" });
}

test("a farmer fills in and submits a delivery assurance, sees step 2 and deletes a row", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  const listCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/delivery-assurance/get-warehouse")) listCalls.push(r.postData() ?? "");
  });
  await visit(page, `${SE}${PATH}`);
  await expect(page.getByRole("heading", { level: 1, name: "Leveransförsäkran" })).toBeVisible();
  // the first lists come with the page: the warehouse dropdown is there without a call
  await expect(page.getByLabel("Mottagningsplats")).toBeVisible();
  expect(listCalls).toEqual([]);

  await fillGrain(page, "30");
  // choosing the article loads the lists for it
  expect(listCalls.some((body) => body.includes('"itemName":"10110"'))).toBe(true);
  await page.getByRole("textbox", { name: "Leveransdatum" }).fill(stockholmDay(12));
  await answer(page, "Transport", "Fritt gård – föreningen hämtar");
  await page.getByLabel("Mottagningsplats").selectOption({ label: "Skara" });

  // submit only with the terms approved (spec 1 §4)
  const submit = page.getByRole("button", { name: "Skicka leveransförsäkran" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Jag har läst och godkänner villkoren för leveransförsäkran").check();
  await expect(submit).toBeEnabled();
  await expectAccessible(page);
  await submit.click();

  // an earlier run may have left the same article and date: confirm the duplicate (spec 2 §4)
  const step2 = page.getByRole("heading", { name: "Registrerade leveransförsäkringar" });
  const duplicate = page.getByRole("alertdialog", { name: "Leveransförsäkran finns redan" });
  await expect(step2.or(duplicate)).toBeVisible();
  if (await duplicate.isVisible()) await duplicate.getByRole("button", { name: "Ja, skicka ändå" }).click();

  await expect(step2).toBeVisible();
  await expect(page.getByText("Leveransförsäkran är registrerad.")).toBeVisible();
  const counter = page.getByRole("status").filter({ hasText: /^\d+ leveransförsäkr/ });
  const before = Number((await counter.innerText()).match(/^(\d+)/)![1]);
  expect(before).toBeGreaterThanOrEqual(4); // three seeded + the new one

  const firstBook = page.getByRole("link", { name: /^Boka tid för \d{10} rad 10$/ }).first();
  await expect(firstBook).toHaveAttribute("href", /\/logistik\/tidsbokning\?ion=\d{10}&line=10$/);
  await expectAccessible(page);

  const del = page.getByRole("button", { name: /^Ta bort \d{10} rad 10$/ }).first();
  await del.click();
  const confirm = page.getByRole("alertdialog", { name: "Ta bort leveransförsäkran" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Ja, ta bort" }).click();
  await expect(counter).toHaveText(before - 1 === 1 ? "1 leveransförsäkran" : `${before - 1} leveransförsäkringar`);
});

test("a quantity of 40 tons is refused with the spec's message", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  await fillGrain(page, "40");
  await page.getByLabel("Jag har läst och godkänner villkoren för leveransförsäkran").check();
  await page.getByRole("button", { name: "Skicka leveransförsäkran" }).click();
  await expect(page.getByText("Vänligen ange ett värde mellan 1 och 39", { exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Kvantitet (ton)" })).toHaveAttribute("aria-invalid", "true");
  // the first field with a message has the focus
  await expect(page.getByRole("textbox", { name: "Kvantitet (ton)" })).toBeFocused();
  await expectAccessible(page);
});

test("own farm transport asks for the lorry type and refuses today's date; a terms option hides the question", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  await fillGrain(page, "25");
  await answer(page, "Transport", "Egen gårdstransport");
  await expect(page.getByLabel("Fordonstyp")).toBeVisible();
  await page.getByLabel("Fordonstyp").selectOption({ label: "Bil med släp" });
  await page.getByRole("textbox", { name: "Leveransdatum" }).fill(stockholmDay(0));
  await page.getByLabel("Jag har läst och godkänner villkoren för leveransförsäkran").check();
  await page.getByRole("button", { name: "Skicka leveransförsäkran" }).click();
  await expect(page.getByText("Leveransdatum kan inte vara dagens datum eller tidigare.", { exact: true })).toBeVisible();
  await expectAccessible(page);

  await answer(page, "Transport", "Fritt gård – föreningen hämtar");
  await expect(page.getByLabel("Fordonstyp")).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Kan lastning ske nattetid?" })).toHaveCount(0);
});

test("Depa: two depot agreements for the article and date show the selector; with one it is used; none disables Depa", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  const depa = page.getByRole("group", { name: "Leveransform", exact: true }).getByLabel("Depå", { exact: true });
  // Höstvete has no depot agreement: Depa stays off
  await page.getByLabel("Artikel").selectOption({ label: "Höstvete, bröd (10110)" });
  await expect(page.getByText("Depå kräver ett depåavtal för artikeln och datumet.")).toBeVisible();
  await expect(depa).toBeDisabled();

  // Maltkorn in ten days: 210102 and 210103
  await page.getByLabel("Artikel").selectOption({ label: "Maltkorn (10210)" });
  await page.getByRole("textbox", { name: "Leveransdatum" }).fill(stockholmDay(10));
  await expect(depa).toBeEnabled();
  await depa.check();
  const agreement = page.getByLabel("Depåavtal", { exact: true });
  await expect(agreement.locator("option")).toHaveCount(3);

  // after 210103 ended (2027-01-31) only 210102 is left: it is used without a question
  await page.getByRole("textbox", { name: "Leveransdatum" }).fill("2027-03-01");
  await expect(page.getByText(/^Depåavtal: /)).toBeVisible();
  await expect(agreement).toHaveCount(0);
  await expect(depa).toBeChecked();
});
