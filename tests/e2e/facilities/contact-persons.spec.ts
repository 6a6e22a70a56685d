/**
 * Contact persons (spec 3 §2, §5, §8; issue 13 §6) as staff@demo.se: an empty save lists the
 * spec's messages; a person saved with a business area, then connected to a facility from the
 * person's side and seen connected from the facility's side.
 */
import { expect } from "@playwright/test";
import { login, SE, visit, test } from "../support/fixtures";
import { makeFacility, stubTiles, uniq } from "./data";

test("contact persons: the rules, saved, connected from both sides", async ({ page }) => {
  const last = `E2E${uniq()}`;
  const facility = `E2E Kontakt ${uniq()}`;
  await makeFacility(facility, { owner: "Lantmännen Lantbruk", type: "Lantbruksbutik" });
  await stubTiles(page);
  await login(page, "staff@demo.se", { open: false });
  await visit(page, `${SE}/anlaggningar/kontaktpersoner`);
  await page.getByLabel("Företag", { exact: true }).selectOption({ label: "Lantmännen Lantbruk" });
  await expect(page.getByTestId("contact-persons")).toContainText("Anna Berg");
  await page.getByRole("button", { name: "Skapa ny kontaktperson" }).click();

  const form = page.getByRole("form", { name: "Kontaktperson" });
  await form.getByRole("button", { name: "Spara", exact: true }).click();
  const modal = page.getByRole("dialog", { name: "Kontrollera uppgifterna" });
  for (const m of [
    "Förnamn saknar värde.",
    "Efternamn saknar värde.",
    "Affärsområde saknar värde.",
    "Primär roll saknar värde.",
    "Land saknar värde.",
  ])
    await expect(modal.getByText(m)).toBeVisible();
  await modal.getByRole("button", { name: "OK" }).click();

  await form.getByLabel("Förnamn").fill("Eva");
  await form.getByLabel("Efternamn").fill(last);
  await form.getByLabel("Primär roll").fill("Butikschef");
  await form.getByLabel("Land").selectOption({ label: "Sverige" });
  await form.getByRole("group", { name: "Spannmål" }).getByLabel("Välj alla").check();
  await form.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(page.getByText("Kontaktpersoner sparad")).toBeVisible();
  const row = page.getByTestId("contact-persons").getByRole("listitem").filter({ hasText: last });
  await row.getByRole("button", { name: "Ändra" }).click();
  await form.getByTestId("person-facilities").getByLabel(facility).click();
  await expect(form.getByTestId("person-facilities").getByLabel(facility)).toBeChecked();
  await form.getByRole("button", { name: "Avbryt" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();

  // the facility's side shows the connection
  await visit(page, `${SE}/anlaggningar/information`);
  await page.getByLabel("Företag", { exact: true }).selectOption({ label: "Lantmännen Lantbruk" });
  await page
    .getByTestId("facilities-by-owner")
    .getByRole("listitem")
    .filter({ hasText: facility })
    .getByRole("button", { name: "Ändra" })
    .click();
  await expect(page.getByTestId("facility-persons").getByLabel(`Eva ${last} (Butikschef)`)).toBeChecked();
});
