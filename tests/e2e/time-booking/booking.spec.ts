/**
 * Time booking (spec 1 §4, §5, §8; issue 5 part 2) as farmer@demo.se (100234) on the seeded
 * purchase orders (seed/logistics.ts): 4500123401 (confirmed, one seeded booking; the booking test
 * works on a copy of its own, since other tests read the seeded one), 4500123402 (no delivery
 * assurance), 4500123403 (status 45), 4500123404 (delivered).
 */
import { expect } from "@playwright/test";
import { expectAccessible, login, SE, visit, test } from "../support/fixtures";
import { cloneBookingOrder } from "../support/portal-db";
import { answerDialog, nextWeekday, PATH, searchReference } from "./helpers";

test("books two slots on a purchase order, sees them, moves one and deletes one", async ({ page }) => {
  test.slow(); // the whole booking flow: delete, search, book two, move one, delete one
  const order = `49${String(Date.now()).slice(-8)}`; // a copy of 4500123401 with its seeded booking
  await cloneBookingOrder("4500123401", order);
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  await expect(page.getByRole("heading", { level: 1, name: "Tidsbokning" })).toBeVisible();
  // the own purchase orders are listed for an external customer
  await expect(page.getByRole("table", { name: "Mina inköpsorder att boka tid för" })).toContainText(order);

  // the seeded booking blocks a new one: ReservationExists shows it, without the selection options
  await page.getByRole("button", { name: `Boka tid för ${order} rad 10` }).click();
  await answerDialog(page, "Obs!", "Det finns redan en bokning på inköpsordern. Radera befintlig bokning innan du kan skapa en ny!");
  await expect(page.getByRole("region", { name: "Bokningsuppgifter" })).toBeHidden();
  const existing = page.getByRole("region", { name: "Befintliga bokningar" });
  await expect(existing.getByRole("row")).toHaveCount(2);
  // external customers do not see the owner/forwarder column
  await expect(existing.getByRole("columnheader", { name: "Ägare/speditör" })).toHaveCount(0);
  await expect(existing.getByRole("link", { name: /Lägg till bokningen .* i kalender/ })).toHaveAttribute(
    "href",
    /\/api\/time-booking\/ics\/\d+$/,
  );
  await expectAccessible(page);

  await existing.getByRole("button", { name: /^Radera bokning/ }).click();
  await answerDialog(page, "Radera bokning", /Vill du radera bokningen/, "Ja, radera");

  // the order is bookable again: unloading is forced, the quantity comes from the order (32 000 kg)
  const options = page.getByRole("region", { name: "Bokningsuppgifter" });
  await expect(options).toBeVisible();
  await expect(options.getByRole("radio", { name: "Lossning" })).toBeChecked();
  await expect(options.getByRole("radio", { name: "Lastning" })).toBeDisabled();
  await expect(options.getByRole("textbox", { name: "Kvantitet (ton)" })).toHaveValue("32");
  await expect(options.getByRole("textbox", { name: "Kund", exact: true })).toHaveValue("100234 – Gårdsjö Lantbruk AB");

  // searching without a vehicle type: 'Uppgifter saknas'
  await options.getByRole("button", { name: "Sök lediga tider" }).click();
  await answerDialog(page, "Uppgifter saknas");
  await expect(options.getByText("Du måste välja ett värde")).toBeVisible();

  await options.getByLabel("Fordonstyp").selectOption({ label: "Bil med släp" });
  await options.getByRole("textbox", { name: "Datum" }).fill(nextWeekday());
  await options.getByRole("button", { name: "Sök lediga tider" }).click();
  const calendar = page.getByRole("region", { name: "Lediga tider" });
  await expect(calendar).toBeVisible();
  await expectAccessible(page);

  // saving with no slot ticked: 'Tider saknas'
  await page.getByRole("button", { name: "Boka valda tider" }).click();
  await answerDialog(page, "Tider saknas", "Inga tider valda");

  const free = calendar.getByRole("checkbox", { disabled: false });
  const first = (await free.nth(0).getAttribute("aria-label"))!;
  const second = (await free.nth(1).getAttribute("aria-label"))!;
  expect(first).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await calendar.getByRole("checkbox", { name: first, exact: true }).check();
  await calendar.getByRole("checkbox", { name: second, exact: true }).check();
  await expect(calendar.getByText("2 tider valda")).toBeVisible();

  const contact = page.getByRole("region", { name: "Kontaktuppgifter" });
  // a reminder needs an e-mail or a mobile
  await contact.getByLabel("Påminnelse").selectOption({ label: "1 timme före" });
  await contact.getByRole("button", { name: "Boka valda tider" }).click();
  await answerDialog(page, "Uppgifter saknas");
  await expect(contact.getByText("Ange e-post eller mobilnummer för att få en påminnelse")).toBeVisible();
  await contact.getByRole("textbox", { name: "E-post" }).fill("farmer@demo.se");
  await contact.getByRole("textbox", { name: "Registreringsnummer" }).fill("ABC123");
  await contact.getByRole("button", { name: "Boka valda tider" }).click();
  await answerDialog(page, "Bokningar sparade", "Bokningar sparade");

  const results = page.getByRole("region", { name: "Resultat av bokningen" });
  await expect(results.getByRole("row")).toHaveCount(3);
  await expect(results.getByText("Bokad", { exact: true })).toHaveCount(2);

  // the order now has its bookings: listed, the selection hidden
  const list = page.getByRole("region", { name: "Befintliga bokningar" });
  await expect(list.getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Bokningsuppgifter" })).toBeHidden();

  // move the first booking to another free slot
  await list.getByRole("button", { name: `Ändra bokning ${first}` }).click();
  await expect(page.getByText(/Du ändrar bokningen/)).toBeVisible();
  const moveTo = page.getByRole("region", { name: "Lediga tider" }).getByRole("checkbox", { disabled: false }).nth(2);
  const target = (await moveTo.getAttribute("aria-label"))!;
  await moveTo.check();
  await page.getByRole("button", { name: "Uppdatera bokningen" }).click();
  await answerDialog(page, "Bokningen uppdaterad");
  await expect(list.getByRole("button", { name: `Ändra bokning ${target}` })).toBeVisible();

  // delete the other one
  await list.getByRole("button", { name: `Radera bokning ${second}` }).click();
  await answerDialog(page, "Radera bokning", undefined, "Ja, radera");
  await expect(list.getByRole("row")).toHaveCount(2);
  await expect(page.getByText("Bokningen är raderad.")).toBeVisible();
});

test("a purchase order without delivery assurance is refused", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  await searchReference(page, "Inköpsorder", "4500123402");
  await answerDialog(page, "Obs!", "Bokning ej tillåten på denna inköpsorder! Leveransförsäkran saknas");
  await expect(page.getByRole("region", { name: "Bokningsuppgifter" })).toBeHidden();
});

test("a delivered purchase order hides the selection options", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  await searchReference(page, "Inköpsorder", "4500123404");
  await answerDialog(page, "Fel uppstod", "Leverans är redan genomförd.");
  await expect(page.getByRole("status", { name: "Sökresultat" })).toHaveText("Leverans är redan genomförd.");
  await expect(page.getByRole("region", { name: "Bokningsuppgifter" })).toBeHidden();
});

test("an unknown reference and an empty one", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  await page.getByRole("main").getByRole("button", { name: "Sök", exact: true }).click();
  await expect(page.getByText("Du måste ange en referens")).toBeVisible();
  await searchReference(page, "Inköpsorder", "4599999999");
  await answerDialog(page, "Fel uppstod", "Referens kunde ej hittas.");
});

test("the ?ion= link starts with that purchase order searched", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  // 4500123452: confirmed delivery assurance, no booking (the list-booking seed); warehouse Lidköping
  await visit(page, `${SE}${PATH}?ion=4500123452&line=10`, { axe: true });
  const options = page.getByRole("region", { name: "Bokningsuppgifter" });
  await expect(options).toBeVisible();
  await expect(options.getByLabel("Resursgrupp")).toHaveValue(/\d+/);
  await expect(options.getByLabel("Resursgrupp").locator("option:checked")).toHaveText("Lidköping – lossning");
  await expect(options.getByRole("textbox", { name: "Kvantitet (ton)" })).toHaveValue("22");
});
