/**
 * Sök transport (spec 1 §2, §5, §8, §9) on the seeded demo transports (db/seed-transport.ts, wired
 * into db/seed.ts): Lindqvist Åkeri (transporter@demo.se, 300120) has the lorry LQV 123 on
 * 5100023401 rows 1 and 2 (tomorrow, in 3 days) and 5100023402 row 2 (in 4 days); row 1 has an
 * SMS and an e-mail announcement, row 2 none.
 */
import { expect, type Page } from "@playwright/test";
import { expectAccessible, login, reload, SE, visit, test } from "../support/fixtures";

const PATH = "/logistik/sok-transport";
const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

async function searchLorry(page: Page, text: string, from: string, to: string) {
  await page.getByLabel("Kategori").selectOption("Lastbil");
  await page.getByRole("textbox", { name: "Söktext" }).fill(text);
  await page.getByRole("textbox", { name: "Från datum" }).fill(from);
  await page.getByRole("textbox", { name: "Till datum" }).fill(to);
  await page.getByRole("button", { name: "Sök", exact: true }).click();
}

test("a transporter searches a lorry over a week and opens the announcements", async ({ page }) => {
  await login(page, "transporter@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  await expect(page.getByRole("heading", { level: 1, name: "Sök transport" })).toBeVisible();

  await searchLorry(page, "LQV 123", today, addDays(today, 7));
  const table = page.getByRole("table", { name: "Transporter" });
  await expect(table.getByRole("row")).toHaveCount(4); // header + 3 rows
  await expect(table).toContainText("5100023401 / 1");
  await expect(table).toContainText("Gårdsjö 12, 532 92 Skara");
  await expect(table.getByRole("columnheader", { name: "Transportör" })).toBeVisible();
  // the search is in the address, so it can be shared and reloaded
  await expect(page).toHaveURL(/category=Lastbil&text=LQV123&fromDate=\d{4}-\d{2}-\d{2}&toDate=/);
  await expectAccessible(page);

  await table.getByRole("button", { name: "Aviseringar för order 5100023401 rad 1" }).click();
  const dialog = page.getByRole("dialog", { name: "Aviseringar – order 5100023401 rad 1" });
  await expect(dialog.getByText(/Bil LQV 123\. Svara inte på detta SMS\./)).toBeVisible();
  await expect(dialog.getByText("SMS", { exact: true })).toBeVisible();
  await expect(dialog.getByText("E-post", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await table.getByRole("button", { name: "Aviseringar för order 5100023401 rad 2" }).click();
  const empty = page.getByRole("dialog", { name: "Aviseringar – order 5100023401 rad 2" });
  await expect(empty.getByText("Aviseringsinformation saknas")).toBeVisible();

  // a reload runs the same search again
  await page.keyboard.press("Escape");
  await reload(page);
  await expect(page.getByRole("table", { name: "Transporter" }).getByRole("row")).toHaveCount(4);
});

test("a range of 8 days is flagged and not searched; other categories disable the dates", async ({ page }) => {
  await login(page, "transporter@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  await searchLorry(page, "LQV123", today, addDays(today, 8));
  await expect(page.getByText("Perioden får vara högst 7 dagar.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Till datum" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("table", { name: "Transporter" })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel("Kategori").selectOption("Ordernummer");
  await expect(page.getByRole("textbox", { name: "Från datum" })).toBeDisabled();
  await expect(page.getByRole("textbox", { name: "Till datum" })).toBeDisabled();
  await page.getByRole("textbox", { name: "Söktext" }).fill("5100023402");
  await page.getByRole("button", { name: "Sök", exact: true }).click();
  await expect(page.getByRole("table", { name: "Transporter" }).getByRole("row")).toHaveCount(3);
});

test("a farmer searches the own customer number and sees no Owner column", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  await expect(page.getByLabel("Kategori")).toHaveValue("Kundnummer");
  await expect(page.getByRole("textbox", { name: "Söktext" })).toHaveValue("100234");
  await page.getByRole("button", { name: "Sök", exact: true }).click();
  const table = page.getByRole("table", { name: "Transporter" });
  await expect(table).toContainText("5100023403 / 1");
  await expect(table.getByRole("columnheader", { name: "Transportör" })).toHaveCount(0);

  // another farmer's customer number is refused in an alert
  await page.getByRole("textbox", { name: "Söktext" }).fill("100412");
  await page.getByRole("button", { name: "Sök", exact: true }).click();
  await expect(page.getByRole("alertdialog", { name: "Fel uppstod" })).toBeVisible();
});
