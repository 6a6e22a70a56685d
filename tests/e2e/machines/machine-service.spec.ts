/**
 * Machines as farmer@demo.se (100234, seeded with 8 tractors, 2 combines and a loader): the list's
 * remembered view, a machine's engine hours from vehicle data, its image uploaded and removed, book
 * service with more than 6 machines (dropdown) and 6 or fewer (links), and a workshop star.
 */
import { expect } from "@playwright/test";
import { login, reload, SE, visit, test } from "../support/fixtures";
import { makePng } from "../support/png";

test("machine list, detail with engine hours and image, book service, workshop star", async ({ page }) => {
  test.slow();
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}/maskiner`);
  const machines = page.getByRole("list", { name: "Maskiner" });
  // (a click before the page has hydrated does nothing: try again until the view changes)
  await expect(async () => {
    await page.getByRole("button", { name: "Lista" }).click();
    await expect(machines).toHaveAttribute("data-view", "list", { timeout: 1000 });
  }).toPass();
  // remembered: the server renders the list view
  await page.goto(`${SE}/maskiner`);
  await expect(machines).toHaveAttribute("data-view", "list");

  // detail: engine hours read again from vehicle data (1 620 h; the machine had 1 580)
  await page.getByRole("link", { name: /Valtra T175 Active/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Valtra T175 Active" })).toBeVisible();
  await expect(page.getByTestId("engine-hours")).toContainText(/1\s620 h/);
  const widget = page.getByRole("group", { name: "Maskinbild" });
  await widget.getByLabel("Välj bild").setInputFiles({ name: "traktor.png", mimeType: "image/png", buffer: makePng(64, 48) });
  await widget.getByRole("button", { name: "Ladda upp" }).click();
  await expect(widget.getByRole("button", { name: "Ta bort bild" })).toBeVisible({ timeout: 30_000 });
  await widget.getByRole("button", { name: "Ta bort bild" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ja, radera" }).click();
  await expect(widget.getByRole("button", { name: "Ta bort bild" })).toHaveCount(0);

  // book service: 8 tractors → a dropdown; 2 combines → links
  await visit(page, `${SE}/maskiner/boka-service`);
  await page.getByLabel("Kategori").selectOption({ label: "Traktor" });
  await expect(page.getByLabel("Maskin", { exact: true })).toBeVisible();
  await expect(page.getByTestId("machine-links")).toHaveCount(0);
  await page.getByLabel("Kategori").selectOption({ label: "Skördetröska" });
  const links = page.getByTestId("machine-links");
  await expect(links.getByRole("button")).toHaveCount(2);
  await page.getByRole("button", { name: "Skicka förfrågan" }).click();
  await expect(page.getByText("Du måste välja verkstad")).toBeVisible();
  await links.getByRole("button", { name: /Claas Lexion 8700/ }).click();
  await page.getByLabel("Verkstad").selectOption({ label: "Skara Lantbruksverkstad" });
  await page.getByLabel("Önskat datum").fill("2030-04-15");
  await page.getByLabel("Beskrivning").fill("Service före skörd, kontroll av kniv och haspel.");
  await page.getByRole("button", { name: "Skicka förfrågan" }).click();
  await expect(page.getByText("Förfrågan är skickad till verkstaden.")).toBeVisible();
  await page.getByRole("status").getByRole("link").click();
  await expect(page.getByRole("cell", { name: "Service före skörd, kontroll av kniv och haspel." })).toBeVisible();

  // workshop star, kept after a reload, then taken back
  await visit(page, `${SE}/maskiner/verkstader`);
  const star = page.getByRole("button", { name: "Stjärnmärk Motala" });
  // the star shows at once (optimistic): wait for the server's answer before reloading
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/workshop/setstar"));
  await star.click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole("button", { name: "Ta bort stjärnan för Motala" })).toHaveAttribute("aria-pressed", "true");
  await reload(page);
  await expect(page.locator("section.workshop-city").first()).toHaveAttribute("data-city", "Motala");
  await page.getByRole("button", { name: "Ta bort stjärnan för Motala" }).click();
  await expect(page.getByRole("button", { name: "Stjärnmärk Motala" })).toBeVisible();
});
