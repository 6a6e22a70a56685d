/**
 * Delivery fee calculator (spec 1 §2, §5; spec 2 §5 "Calculate dialog") on the seeded data:
 * farmer@demo.se (100234) has "Gårdsjö gård" 8.5 km from Skara (zone 1); the current Swedish
 * table gives "Bil med släp", zone 1, 20–35 t: 42 kr/ton, minimum fee 650 kr.
 * Needs seedDeliveryFee wired into the seed (db/seed-delivery-fee.ts).
 */
import { expect, type Page } from "@playwright/test";
import { expectAccessible, FI, login, SE, visit, test } from "../support/fixtures";

const PATH = "/logistik/leveransavgift";

function calculator(page: Page) {
  return page.getByRole("region", { name: "Beräkna leveransavgift" });
}

test("the calculator refuses each bad input with the spec's message, then computes the fee", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  await expect(page.getByRole("heading", { level: 1, name: "Leveransavgift" })).toBeVisible();
  const form = calculator(page);

  // nothing filled in (the single freight article is chosen for the user: clear it too)
  await form.getByLabel("Artikel").selectOption("");
  await form.getByRole("button", { name: "Beräkna", exact: true }).click();
  for (const message of [
    "Du måste välja leveranssätt",
    "Du måste välja en leveransadress",
    "Du måste ange en kvantitet större än 0",
    "Du måste ange ett giltigt datum",
    "Du måste välja en artikel",
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expectAccessible(page);
  // the first field with an error has the focus
  await expect(form.getByLabel("Leveranssätt")).toBeFocused();

  await form.getByLabel("Leveranssätt").selectOption({ label: "Bil med släp" });
  await form.getByLabel("Leveransadress").selectOption({ label: "Gårdsjö gård, Gårdsjö 12, Skara – 8,5 km" });
  await form.getByLabel("Artikel").selectOption({ label: "Frakt bulk (90010)" });
  const quantity = form.getByRole("textbox", { name: "Kvantitet (ton)" });
  const date = form.getByRole("textbox", { name: "Leveransdatum" });

  await quantity.fill("tio");
  await date.fill("2026-02-30");
  await form.getByRole("button", { name: "Beräkna", exact: true }).click();
  await expect(form.getByText("Ange ett numeriskt värde", { exact: true })).toBeVisible();
  await expect(form.getByText("Du måste ange ett giltigt datum", { exact: true })).toBeVisible();

  await quantity.fill("05");
  await expect(form.getByText("Ange ett numeriskt värde större än 1", { exact: true })).toBeVisible();

  await quantity.fill("30");
  await date.fill("2026-09-10");
  await form.getByRole("button", { name: "Beräkna", exact: true }).click();
  const result = form.getByRole("region", { name: "Beräknad leveransavgift" });
  await expect(result.getByTestId("fee-total")).toHaveText(/^1\s260,00\skr$/);
  await expect(result).toContainText(/Avgift per ton:\s*42,00\skr\/ton/);
  await expect(result).toContainText("Zon 1 (0–10 km)");
  await expect(result).not.toContainText("Internt");
  await expectAccessible(page);
});

test("an address's button opens the calculate dialog for it; the minimum fee applies to a small load; Escape closes", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  const opener = page.getByRole("button", { name: "Beräkna leveransavgift för Gårdsjö gård" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Beräkna leveransavgift" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Leveransadress")).toHaveValue(/\d+/);

  await dialog.getByLabel("Leveranssätt").selectOption({ label: "Bil med släp" });
  await dialog.getByRole("textbox", { name: "Kvantitet (ton)" }).fill("5");
  await dialog.getByRole("textbox", { name: "Leveransdatum" }).fill("2026-09-10");
  await dialog.getByRole("button", { name: "Beräkna", exact: true }).click();
  await expect(dialog.getByTestId("fee-total")).toHaveText(/^650,00\skr$/);
  await expect(dialog).toContainText(/Minimiavgiften 650,00\skr gäller/);
  await expectAccessible(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("Finnish farmer: texts in Finnish and the fee in euros", async ({ page }) => {
  await login(page, "farmer@demo.fi", { base: FI, open: false });
  await visit(page, `${FI}${PATH}`);
  const form = page.getByRole("region", { name: "Laske toimitusmaksu" });
  await form.getByRole("button", { name: "Laske", exact: true }).click();
  await expect(form.getByText("Sinun on valittava toimitustapa", { exact: true })).toBeVisible();
  await form.getByLabel("Toimitustapa").selectOption({ label: "Kuorma-auto ja perävaunu" });
  await form.getByLabel("Toimitusosoite").selectOption({ label: "Mäkelän tila, Mäkeläntie 45, Seinäjoki – 18 km" });
  await form.getByRole("textbox", { name: "Määrä (tonnia)" }).fill("30");
  await form.getByRole("textbox", { name: "Toimituspäivä" }).fill("10.9.2026");
  await form.getByRole("button", { name: "Laske", exact: true }).click();
  // Finnish table, zone V1, 20–35 t: 3.90 €/t → 117.00 €
  await expect(form.getByTestId("fee-total")).toHaveText(/^117,00\s€$/);
});

test("API: empty input is 400 with field messages, another customer's address is 403, signed out is 401", async ({
  page,
  request,
  browser,
}) => {
  const signedOut = await request.post(`${SE}/api/deliveryfee/calculate`, { headers: { origin: SE }, data: {} });
  expect(signedOut.status()).toBe(401);

  // an address of the Finnish farmer (700101), which farmer@demo.se does not belong to
  // (in its own browser context, so no request of that session can interfere with this page)
  const fiContext = await browser.newContext();
  const fiPage = await fiContext.newPage();
  await login(fiPage, "farmer@demo.fi", { base: FI, open: "api" });
  const foreignId = await fiPage.evaluate(async () => {
    const r = (await (await fetch("/api/deliveryfee/options", { method: "POST" })).json()) as { deliveryAddresses: { id: number }[] };
    const first = r.deliveryAddresses[0];
    if (!first) throw new Error("no delivery address");
    return first.id;
  });
  await fiContext.close();
  await login(page, "farmer@demo.se", { open: false });
  await page.goto(`${SE}${PATH}`);
  const statuses = await page.evaluate(async (id) => {
    const post = (body: unknown) =>
      fetch("/api/deliveryfee/calculate", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const empty = await post({});
    const foreign = await post({
      lorryType: "BIL_SLAP",
      deliveryAddressId: id,
      quantity: "30",
      deliveryDate: "2026-09-10",
      itemId: "90010",
    });
    const otherSupplier = await post({
      supplier: "100412",
      lorryType: "BIL_SLAP",
      deliveryAddressId: id,
      quantity: "30",
      deliveryDate: "2026-09-10",
      itemId: "90010",
    });
    return {
      empty: empty.status,
      fields: ((await empty.json()) as { error: { fields?: Record<string, string[]> } }).error.fields,
      foreign: foreign.status,
      otherSupplier: otherSupplier.status,
    };
  }, foreignId);
  expect(statuses.empty).toBe(400);
  expect(statuses.fields).toMatchObject({ lorryType: ["Du måste välja leveranssätt"], itemId: ["Du måste välja en artikel"] });
  expect(statuses.foreign).toBe(403);
  expect(statuses.otherSupplier).toBe(403);
});
