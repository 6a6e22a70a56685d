/**
 * Analysis requests: farmer@demo.se orders an analysis (required fields first), sees the preview,
 * the seeded request's result in the modal and its PDF; staff@demo.se enters the new request's results.
 */
import { expect } from "@playwright/test";
import { login, SE, visit, test } from "../support/fixtures";

test("order an analysis, see a result and the PDF; staff enter results", async ({ page, browser }) => {
  test.slow();
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}/mitt-foretag/analysbestallning`);
  await expect(page.getByLabel("Namn *")).toHaveValue("Gårdsjö Lantbruk AB");
  await page.getByLabel("Telefon *").fill("");
  await page.getByRole("button", { name: "Beställ analys" }).click();
  await expect(page.getByText("Detta fält är obligatoriskt.").first()).toBeVisible();
  await expect(page.getByText("Ange vikt i ton")).toBeVisible();

  await page.getByLabel("Anledning *").selectOption({ label: "Inför försäljning" });
  await page.getByLabel("Anläggning *").selectOption({ label: "Skara" });
  await page.getByLabel("Artikel *").selectOption({ label: "Höstvete, bröd" });
  await page.getByLabel("Analyspaket *").selectOption({ label: "Kvalitet brödvete (495,00)" });
  await expect(page.getByText("Falltal (s)")).toBeVisible();
  await page.getByLabel("Vikt (ton) *").fill("12,5");
  await page.getByLabel("Telefon *").fill("0511-123 45");
  await page.getByRole("button", { name: "Beställ analys" }).click();
  await page.waitForURL(/forhandsgranskning\?analysisId=\d+&articleNo=10110/);
  const id = new URL(page.url()).searchParams.get("analysisId")!;
  await expect(page.getByText(`Tack! Analysbeställning ${id} är mottagen.`)).toBeVisible();
  const pdf = await page.request.get(`${SE}/api/pdfhandler/analysis-request?analysisId=${id}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  // the seeded request with results
  await visit(page, `${SE}/mitt-foretag/analysbestallning/lista`);
  const ready = page.getByRole("row").filter({ hasText: "Resultat klart" }).first();
  await ready.getByRole("button", { name: "Visa resultat" }).click();
  const modal = page.getByRole("dialog");
  await expect(modal).toContainText("Proteinhalt");
  await expect(modal).toContainText("12,8 % av ts");

  // staff enter the new request's results
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await login(staff, "staff@demo.se", { open: false });
  await staff.goto(`${SE}/intern/analysresultat`);
  await staff.locator(`tr[data-analysis-id="${id}"]`).getByRole("button", { name: "Ange resultat" }).click();
  const form = staff.getByRole("dialog");
  const values: [string, string][] = [
    ["Vattenhalt (%)", "14,1"],
    ["Proteinhalt (% av ts)", "12,2"],
    ["Rymdvikt (kg/hl)", "80"],
    ["Falltal (s)", "310"],
    ["Skärvor och skrap (%)", "1,1"],
  ];
  for (const [label, value] of values) {
    await form.getByLabel(label).fill(value);
  }
  await form.getByRole("button", { name: "Spara resultat" }).click();
  await expect(form.getByText("Resultaten är sparade och kunden har meddelats.")).toBeVisible();
  await staffContext.close();
});
