/**
 * List booking (spec 2 §2, §5 "Booking, start page and print", §8 "Booking") on the seeded demo
 * data (db/seed-list-booking.ts wired into the seed): farmer@demo.se (100234) sees the bookings of
 * 100234 and its sub-customer 100235, with a status-500 warning on purchase order 4500123451;
 * multi-prints two rows; gets 'Du måste först välja rader' with none; edits one and deletes one;
 * follows a purchase order through ?ion=. staff@demo.se sees the Owner/forwarder column and finds
 * a customer with the autocomplete.
 */
import { expect, type Page } from "@playwright/test";
import { extractPdfText } from "../../../lib/pdf/extract-text";
import { expectAccessible, login, reload, SE, visit, test } from "../support/fixtures";

const PATH = "/logistik/listbokning";
const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
const inDays = (n: number) => iso(new Date(Date.now() + n * 86_400_000));

const results = (page: Page) => page.getByRole("table", { name: "Bokade tider" });
const rowWith = (page: Page, text: string) => results(page).getByRole("row").filter({ hasText: text });

async function open(page: Page, user: string) {
  await login(page, user, { open: false });
  await visit(page, `${SE}${PATH}`);
  await expect(page.getByRole("heading", { level: 1, name: "Listbokning" })).toBeVisible();
  await expect(page.getByText(/^\d+ bokning(ar)?$/)).toBeVisible(); // the first search has answered
}

test("a farmer searches, sees the warning of a status-500 booking and multi-prints two rows", async ({ page }) => {
  await open(page, "farmer@demo.se");
  // external customers: own customer number, locked; no Owner/forwarder column
  await expect(page.getByRole("search", { name: "Sök bokningar" }).getByRole("textbox", { name: "Kundnummer" })).toHaveValue("100234");
  await expect(page.getByRole("search", { name: "Sök bokningar" }).getByRole("textbox", { name: "Kundnummer" })).toHaveAttribute(
    "readonly",
    "",
  );
  await expect(results(page).getByRole("columnheader", { name: "Ägare/speditör" })).toHaveCount(0);
  await expect(rowWith(page, "MNO345")).toHaveCount(1); // the sub-customer 100235
  await expect(rowWith(page, "BJK412")).toHaveCount(0); // 100412 is another customer

  const warning = rowWith(page, "4500123451").getByRole("button", { name: /^Varning: Leveransförsäkran för orderraden/ });
  await warning.click();
  const alert = page.getByRole("alertdialog", { name: "Status" });
  await expect(alert).toContainText("Leveransförsäkran för orderraden är inte längre bekräftad.");
  await alert.getByRole("button", { name: "OK" }).click();
  await expect(alert).toBeHidden(); // the page is inert while the modal fades out

  // narrow by licence plate: the two bookings of GHJ234
  await page.getByLabel("Registreringsnummer").fill("ghj 234");
  await page.getByRole("search", { name: "Sök bokningar" }).getByRole("button", { name: "Sök", exact: true }).click();
  await expect(page.getByText("2 bokningar", { exact: true })).toBeVisible();
  await expect(rowWith(page, "MNO345")).toHaveCount(0);

  // nothing chosen: the spec's message
  await page.getByRole("button", { name: "Skriv ut valda" }).click();
  const none = page.getByRole("alertdialog", { name: "Skriv ut" });
  await expect(none).toContainText("Du måste först välja rader");
  await expectAccessible(page);
  await none.getByRole("button", { name: "OK" }).click();

  // both rows chosen: one PDF with a page per order line opens in a new tab
  for (const box of await results(page)
    .getByRole("checkbox", { name: /^Välj bokning/ })
    .all())
    await box.check();
  await expect(page.getByText("2 rader valda", { exact: false })).toBeVisible();
  const [tab] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("button", { name: "Skriv ut valda" }).click()]);
  await tab.waitForLoadState();
  const url = new URL(tab.url());
  expect(url.pathname).toBe("/api/pdfhandler/generatemultipdf");
  expect(url.searchParams.get("ioNumber")?.split("|").sort()).toEqual(["4500123403", "4500123451"]);
  const pdf = await page.request.get(tab.url());
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  const text = extractPdfText(body);
  expect(text).toContain("Bokningar – order 4500123403, rad 10");
  expect(text).toContain("Bokningar – order 4500123451, rad 10");
  await tab.close();
});

test("a farmer edits a booking: bad contact data is refused per field, good data is saved", async ({ page }) => {
  await open(page, "farmer@demo.se");
  await rowWith(page, "STU678")
    .getByRole("button", { name: /^Ändra bokning/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Ändra bokning" });
  await dialog.getByLabel("E-post").fill("anna@gardsjo");
  await dialog.getByLabel("Mobilnummer").fill("12345");
  await dialog.getByLabel("Leveransnummer").fill("UTL-2002");
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(dialog.getByText("Ange en korrekt epost")).toBeVisible();
  await expect(dialog.getByText(/Ange ett giltigt mobilnummer/)).toBeVisible();
  await expect(dialog.getByLabel("Leveransnummer")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await dialog.getByLabel("E-post").fill("anna@gardsjo.se");
  await dialog.getByLabel("Mobilnummer").fill("070 123 45 67");
  await dialog.getByLabel("Leveransnummer").fill("UTL2002");
  await dialog.getByLabel("Påminnelse").selectOption({ label: "1 timme före" });
  await dialog.getByRole("button", { name: "Spara" }).click();
  const saved = page.getByRole("dialog", { name: "Bokningen uppdaterad" });
  await expect(saved).toContainText("Bokningen uppdaterad");
  await saved.getByRole("button", { name: "OK" }).click();
  await expect(rowWith(page, "STU678")).toContainText("UTL2002");
});

test("a farmer deletes a booking after confirming; a failing call shows the spec's message", async ({ page }) => {
  await open(page, "farmer@demo.se");
  const row = rowWith(page, "MNO345");

  // the service fails once
  await page.route(
    "**/api/time-booking/DeleteReservation",
    (r) =>
      r.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "CONFLICT", message: "Raderingsfel" } }),
      }),
    { times: 1 },
  );
  await row.getByRole("button", { name: /^Ta bort bokning/ }).click();
  await page.getByRole("alertdialog", { name: "Ta bort bokning" }).getByRole("button", { name: "Ja, ta bort" }).click();
  const failed = page.getByRole("alertdialog", { name: "Raderingsfel" });
  await expect(failed).toContainText("Fel uppstod vid anropet till tjänsten.");
  await failed.getByRole("button", { name: "OK" }).click();
  await expect(row).toHaveCount(1);

  // cancel keeps it, confirm deletes it
  await row.getByRole("button", { name: /^Ta bort bokning/ }).click();
  await page.getByRole("alertdialog", { name: "Ta bort bokning" }).getByRole("button", { name: "Nej, behåll" }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Ta bort bokning/ }).click();
  await page.getByRole("alertdialog", { name: "Ta bort bokning" }).getByRole("button", { name: "Ja, ta bort" }).click();
  await expect(page.getByRole("status").filter({ hasText: /är borttagen/ })).toBeVisible();
  await expect(row).toHaveCount(0);
  await reload(page);
  await expect(page.getByText(/^\d+ bokning(ar)?$/)).toBeVisible();
  await expect(rowWith(page, "MNO345")).toHaveCount(0);
});

test("the search refuses a period over 31 days", async ({ page }) => {
  await open(page, "farmer@demo.se");
  await page.getByRole("textbox", { name: "Till datum" }).fill(inDays(45));
  await page.getByRole("search", { name: "Sök bokningar" }).getByRole("button", { name: "Sök", exact: true }).click();
  await expect(page.getByText("Perioden får vara högst 31 dagar.").first()).toBeVisible();
});

test("purchase orders: the list links with ?ion= to an order's lines and on to the time booking", async ({ page }) => {
  await open(page, "farmer@demo.se");
  const orders = page.getByRole("region", { name: "Mina inköpsorder" });
  await orders.getByRole("link", { name: "Visa inköpsorder 4500123452" }).click();
  await expect(page).toHaveURL(/\?ion=4500123452$/);
  const order = page.getByRole("region", { name: "Inköpsorder 4500123452" });
  await expect(order.getByRole("link", { name: "Boka tid för rad 10" })).toHaveAttribute(
    "href",
    "/logistik/tidsbokning?ion=4500123452&line=10",
  );
  await expectAccessible(page);

  await page.goto(`${SE}${PATH}?ion=4500123402`);
  await expect(page.getByRole("region", { name: "Inköpsorder 4500123402" })).toContainText("Leveransförsäkran saknas.");
  await page.goto(`${SE}${PATH}?ion=4599999999`);
  await expect(page.getByRole("alert").filter({ hasText: "Inköpsordern hittades inte." })).toBeVisible();
});

test("staff see the Owner/forwarder column and pick a customer with the autocomplete", async ({ page }) => {
  await open(page, "staff@demo.se");
  await expect(results(page).getByRole("columnheader", { name: "Ägare/speditör" })).toBeVisible();
  await expect(rowWith(page, "TRP121")).toContainText("300120");

  const customer = page.getByRole("combobox", { name: "Kundnummer" });
  await customer.fill("100");
  await expect(page.getByRole("listbox")).toBeHidden(); // fewer than 4 characters
  await customer.fill("1002");
  await page.getByRole("option", { name: /^100234 – Gårdsjö Lantbruk AB/ }).click();
  await expect(customer).toHaveValue("100234");
  await page.getByRole("search", { name: "Sök bokningar" }).getByRole("button", { name: "Sök", exact: true }).click();
  await expect(rowWith(page, "TRP120")).toHaveCount(1);
  await expect(rowWith(page, "TRP121")).toHaveCount(0); // 100412's
  await expectAccessible(page);
});
