/**
 * Re-destination (spec 3 "Re-destination search", "step one", §5, §8; issue 5 part 10) on the
 * seeded data (db/seed-re-destination.ts: confirmed purchase-order lines at Skara, Lidköping and
 * Uppsala in the coming weeks). Needs seedReDestination wired into the seed.
 */
import { expect, type Page } from "@playwright/test";
import { expectAccessible, login, SE, visit, test } from "../support/fixtures";

const PATH = "/logistik/omdestinering";

/** Today in Stockholm plus `n` days, ISO (the Swedish date format). */
function day(n: number): string {
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
  const [y = 0, m = 1, d = 1] = today.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The table row of one order line (order and line number in their own cells). */
function lineRow(page: Page, scope: ReturnType<Page["getByRole"]>, l: { order: string; line: string }) {
  return scope
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: l.order, exact: true }) })
    .filter({ has: page.getByRole("cell", { name: l.line, exact: true }) });
}

async function searchSkara(page: Page) {
  const form = page.getByRole("region", { name: "Sök leveranser" });
  await form.getByLabel("Anläggning", { exact: true }).selectOption({ label: "Skara" });
  await form.getByRole("textbox", { name: "Bekräftat leveransdatum från" }).fill(day(0));
  await form.getByRole("textbox", { name: "Bekräftat leveransdatum till" }).fill(day(30));
  await form.getByRole("button", { name: "Sök", exact: true }).click();
  return page.getByRole("region", { name: "Leveranser", exact: true });
}

test("staff move two Skara lines to Lidköping on a later date and get a receipt", async ({ page }) => {
  await login(page, "staff@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  await expect(page.getByRole("heading", { level: 1, name: "Omdestinering" })).toBeVisible();

  const results = await searchSkara(page);
  const boxes = results.getByRole("checkbox", { name: /^Välj order \d+ rad \d+$/ });
  await expect(boxes.first()).toBeVisible();
  expect(await boxes.count()).toBeGreaterThanOrEqual(2);
  await expectAccessible(page);

  // no line chosen: the next step is refused
  await results.getByRole("button", { name: "Omdestinera valda rader" }).click();
  const none = page.getByRole("alertdialog", { name: "Du måste se över" });
  await expect(none).toContainText("Du måste först välja rader");
  await none.getByRole("button", { name: "OK" }).click();

  const picked: { order: string; line: string }[] = [];
  for (const i of [0, 1]) {
    const box = boxes.nth(i);
    const [, order, line] = /^Välj order (\d+) rad (\d+)$/.exec((await box.getAttribute("aria-label")) ?? "") ?? [];
    if (!order || !line) throw new Error("a row checkbox without its order and line");
    picked.push({ order, line });
    await box.check();
  }
  await expect(results.getByText("2 rader valda")).toBeVisible();
  await results.getByRole("button", { name: "Omdestinera valda rader" }).click();

  // step one: all required, validated before "Nästa"
  const step = page.getByRole("region", { name: "Ny destination" });
  await step.getByRole("button", { name: "Nästa" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Du måste se över" });
  for (const m of ["Du måste välja ny anläggning", "Du måste ange nytt leveransdatum", "Du måste välja biltyp"])
    await expect(dialog.getByRole("listitem").filter({ hasText: m })).toBeVisible();
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden(); // the page is inert while the modal fades out
  await step.getByLabel("Ny anläggning").selectOption({ label: "Skara" });
  await step.getByRole("button", { name: "Nästa" }).click();
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();
  await expect(step.getByText("Den nya anläggningen måste vara en annan än den nuvarande")).toBeVisible();

  await step.getByLabel("Ny anläggning").selectOption({ label: "Lidköping" });
  await step.getByRole("textbox", { name: "Nytt leveransdatum" }).fill(day(21));
  await step.getByLabel("Biltyp").selectOption({ label: "Bil med släp" });
  await step.getByLabel("Orsak (valfritt)").selectOption({ label: "Anläggningen är full" });
  await step.getByRole("button", { name: "Nästa" }).click();

  // review: old → new per line
  const review = page.getByRole("region", { name: "Granska och genomför" });
  await expect(review.getByRole("row")).toHaveCount(3);
  for (const l of picked) await expect(lineRow(page, review, l)).toContainText(`Lidköping, ${day(21)}`);
  await expectAccessible(page);
  await review.getByRole("button", { name: "Genomför" }).click();

  // the receipt
  const receipt = page.getByRole("region", { name: "Omdestinering genomförd" });
  await expect(receipt.getByRole("status")).toHaveText(`2 rader har flyttats till Lidköping med leveransdatum ${day(21)}.`);
  for (const l of picked) await expect(lineRow(page, receipt, l)).toContainText("Skara");
  await expect(receipt).toContainText("Bil med släp");
  await expectAccessible(page);

  // a new search no longer lists the moved lines
  await receipt.getByRole("button", { name: "Ny sökning" }).click();
  const again = page.getByRole("region", { name: "Leveranser", exact: true });
  await expect(again.getByRole("checkbox").first()).toBeVisible();
  for (const l of picked) await expect(lineRow(page, again, l)).toHaveCount(0);
});

test("an empty search shows the messages in a list and at the fields", async ({ page }) => {
  await login(page, "staff@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  const form = page.getByRole("region", { name: "Sök leveranser" });
  await form.getByRole("button", { name: "Sök", exact: true }).click();
  const messages = [
    "Du måste välja anläggning",
    "Du måste ange bekräftat leveransdatum från",
    "Du måste ange bekräftat leveransdatum till",
  ];
  const dialog = page.getByRole("alertdialog", { name: "Du måste se över" });
  await expect(dialog.getByRole("listitem")).toHaveText(messages);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "OK" }).click();
  for (const m of messages) await expect(form.getByText(m, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Leveranser", exact: true })).toHaveCount(0);
});

test("a farmer sees only his own lines; a transporter is told the page is not for him", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  const results = await searchSkara(page);
  const rows = results.getByRole("row").filter({ has: page.getByRole("checkbox", { name: /^Välj order/ }) });
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain("100234");

  await page.context().clearCookies();
  await login(page, "transporter@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  await expect(page.getByText("Omdestinering är inte tillgänglig för transportörer.")).toBeVisible();
});
