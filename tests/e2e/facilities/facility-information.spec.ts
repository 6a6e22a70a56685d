/**
 * Facility information editor (spec 3 §2, §4, §5; issue 13 §4, §5) as staff@demo.se: the create
 * button waits for an owner, an empty save lists the spec's messages, 'Hämta koordinater' without
 * a city says what is missing, with an address finds the postal place (local geocoder), the map
 * loads and a click on it sets the point, the secondary address asks before it is dropped; saved, it is listed.
 */
import { expect } from "@playwright/test";
import { login, SE, visit, test } from "../support/fixtures";
import { stubTiles, uniq } from "./data";

test("facility information: owner first, the rules, coordinates by lookup, the map, saved", async ({ page }) => {
  const name = `E2E Anläggning ${uniq()}`;
  await stubTiles(page);
  await login(page, "staff@demo.se", { open: false });
  await visit(page, `${SE}/anlaggningar/information`);
  const create = page.getByRole("button", { name: "Skapa ny anläggning" });
  await expect(create).toBeDisabled();
  await page.getByLabel("Företag", { exact: true }).selectOption({ label: "Lantmännen Maskin" });
  await expect(page.getByTestId("facilities-by-owner")).toContainText("Örebro verkstad");
  await create.click();

  const form = page.getByRole("form", { name: "Anläggningsinformation" });
  await form.getByRole("button", { name: "Spara", exact: true }).click();
  const modal = page.getByRole("dialog", { name: "Kontrollera uppgifterna" });
  for (const m of [
    "Anläggningsnamn saknar värde.",
    "Anläggningstyp saknar värde.",
    "Tillhörighet saknar värde.",
    "Primär adress besöksadress saknar värde.",
  ])
    await expect(modal.getByText(m)).toBeVisible();
  await modal.getByRole("button", { name: "OK" }).click();

  await form.getByLabel("Anläggningsnamn").fill(name);
  await form.getByLabel("Tillhörighet").selectOption({ label: "Egen" });
  await form.getByRole("group", { name: "Verkstad" }).getByLabel("Välj alla").check();
  const primary = form.getByTestId("primary");
  await primary.getByLabel("Gatuadress", { exact: true }).fill("Industrigatan 9");
  await primary.getByLabel("Postnummer").fill("541 30");
  await primary.getByRole("button", { name: "Hämta koordinater" }).click();
  await expect(primary.getByText("Ange Gatuadress,Postnummer och Ort för att hämta koordinaterna.")).toBeVisible();
  await primary.getByLabel("Ort").fill("Skövde");
  await primary.getByRole("button", { name: "Hämta koordinater" }).click();
  await expect(primary.getByLabel("Latitud")).toHaveValue("58.391");
  await primary.getByLabel("Land").selectOption({ label: "Sverige" });
  await primary.getByLabel("Område").selectOption({ label: "Götaland" });
  await primary.getByLabel("Region").selectOption({ label: "Västra Götaland" });
  // the map is there (Leaflet, client only) and a click on it sets the point
  const map = primary.getByTestId("primary-map");
  await expect(map).toHaveAttribute("data-ready", "true");
  // away from the zoom buttons (top left) and off the centre row and column (the current point)
  await map.click({ position: { x: 200, y: 60 } });
  await expect(primary.getByLabel("Latitud")).not.toHaveValue("58.391");
  await expect(primary.getByLabel("Longitud")).toHaveValue(/^\d+\.\d+$/);

  // the secondary address asks before its data is lost; cancelling keeps it
  await form.getByLabel("Sekundär adress").check();
  await form.getByTestId("secondary").getByLabel("Gatuadress", { exact: true }).fill("Bakvägen 1");
  await form.getByLabel("Sekundär adress").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Avbryt" }).click();
  await expect(form.getByLabel("Sekundär adress")).toBeChecked();
  await form.getByLabel("Sekundär adress").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  await expect(form.getByTestId("secondary")).toHaveCount(0);

  await form.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(page.getByText("Anläggning sparad")).toBeVisible();
  await expect(page.getByTestId("facilities-by-owner")).toContainText(name);
});
