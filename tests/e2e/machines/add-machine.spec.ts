/**
 * Add machine (spec 1 §4 "Machine add", §5 "Add machine", §8) as farmer@demo.se (100234): the
 * cascading lists, each bad input listed under 'Du måste se över', a failed brand list, then a
 * saved machine on the machine start page; the same serial number again → 'Fel att skapa ny maskin'.
 * The machine is a sprayer with a serial of its own (the seed gives 100234 no sprayers).
 */
import { expect } from "@playwright/test";
import { login, SE, visit, test } from "../support/fixtures";

test("add machine: cascading lists, the spec's messages, saved to the machine list, duplicate refused", async ({ page }) => {
  const serial = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 17);
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}/maskiner/ny`);
  await expect(page.getByRole("heading", { level: 1, name: "Lägg till maskin" })).toBeVisible();

  // nothing chosen
  await page.getByRole("button", { name: "Spara maskin" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Du måste se över" });
  await expect(summary).toBeVisible();
  for (const m of ["Du måste välja typ", "Du måste välja märke", "Du måste välja modell", "Du måste ange serienummer (VIN)"]) {
    await expect(summary.getByText(m)).toBeVisible();
  }

  // a brand list that cannot be loaded
  const brandList = (url: URL) =>
    url.pathname === "/api/add-machine/machine-sub-categories" && url.searchParams.get("machineDataType") === "brand";
  await page.route(brandList, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"code":"INTERNAL","message":"x"}}' }),
  );
  await page.getByLabel("Typ").selectOption({ label: "Lastmaskin" });
  await expect(page.getByText("Fel att hämta märke")).toBeVisible();
  await page.unroute(brandList);

  // type → brands → models
  await page.getByLabel("Typ").selectOption({ label: "Spruta" });
  await page.getByLabel("Märke").selectOption({ label: "Hardi" });
  await page.getByLabel("Modell").selectOption({ label: "Navigator 4000" });
  // a new type resets brand and model
  await page.getByLabel("Typ").selectOption({ label: "Traktor" });
  await expect(page.getByLabel("Märke")).toHaveValue("");
  await expect(page.getByLabel("Modell")).toBeDisabled();
  await page.getByLabel("Typ").selectOption({ label: "Spruta" });
  await page.getByLabel("Märke").selectOption({ label: "Hardi" });
  await page.getByLabel("Modell").selectOption({ label: "Navigator 4000" });

  // too long, bad check digit
  await page.getByLabel("Registreringsnummer").fill("ABC1234");
  await page.getByLabel("Serienummer (VIN)").fill("1M8GDM9A1KP042788");
  await page.getByRole("button", { name: "Spara maskin" }).click();
  await expect(summary.getByText("Registreringsnummer får bestå av högst 6 bokstäver och siffror")).toBeVisible();
  await expect(summary.getByText("Kontrollsiffran i VIN stämmer inte (position 9)")).toBeVisible();
  await page.getByLabel("Serienummer (VIN)").fill("ABCDEFGHJK12345678");
  await page.getByRole("button", { name: "Spara maskin" }).click();
  await expect(summary.getByText("Serienummer (VIN) får bestå av högst 17 bokstäver och siffror")).toBeVisible();

  await page.getByLabel("Registreringsnummer").fill("spr1");
  await page.getByLabel("Serienummer (VIN)").fill(serial.toLowerCase());
  await page.getByRole("button", { name: "Spara maskin" }).click();
  await page.waitForURL(/\/maskiner$/);
  const card = page.getByRole("listitem").filter({ hasText: serial });
  await expect(card).toContainText("Hardi Navigator 4000");
  await expect(card).toContainText("SPR1");

  // the same serial number again
  await page.goto(`${SE}/maskiner/ny`);
  await page.getByLabel("Typ").selectOption({ label: "Spruta" });
  await page.getByLabel("Märke").selectOption({ label: "Hardi" });
  await page.getByLabel("Modell").selectOption({ label: "Aeon 5200" });
  await page.getByLabel("Serienummer (VIN)").fill(serial);
  await page.getByRole("button", { name: "Spara maskin" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Fel att skapa ny maskin");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(summary.getByText("Du har redan en maskin med det serienumret")).toBeVisible();
});
