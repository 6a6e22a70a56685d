import { expect } from "@playwright/test";
import { expectAccessible, login, SE, visit, test } from "../support/fixtures";

test("staff see the signing states of 100234's agreements, resend and cancel a link after confirming; a failed resend says so", async ({
  page,
}) => {
  await login(page, "staff@demo.se", { open: "api" });
  // data of its own: a drying agreement sent for signing to a receiver of this test
  const receiver = `e2e-signing-${Date.now()}@example.se`;
  const saved = await page.evaluate(async (email) => {
    const post = (path: string, body: unknown) =>
      fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    await post("/api/internal-portal/start-customer-session", { customerNumber: "100234" });
    const r = await post("/api/drying-agreement/save", {
      CustomerNumber: "100234",
      ProductItemId: "10110",
      Warehouse: "SKA",
      CommitQuantity: "75",
      AcceptTerms: true,
      ReceiverName: "Erik Provsson",
      ReceiverEmail: email,
      ReceiverPersonalNumber: "197805122384",
      IdempotencyKey: `e2e-${Date.now()}`,
    });
    return { status: r.status, body: (await r.json()) as { AgreementNumber: string } };
  }, receiver);
  expect(saved.status).toBe(200);
  const number = saved.body.AgreementNumber;

  await visit(page, `${SE}/intern/signeringar`);
  await expect(page.getByRole("heading", { level: 1, name: "Signeringar" })).toBeVisible();
  const table = page.getByRole("table", { name: "Signeringar för kund 100234" });
  const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: number, exact: true }) });
  await expect(row).toContainText("Erik Provsson");
  await expect(row).toContainText("Skickat");
  // the seeded demo agreements in the other states
  for (const [state, text] of [
    ["opened", "Öppnat"],
    ["signed", "Signerat"],
    ["expired", "Utgånget"],
    ["cancelled", "Avbrutet"],
  ] as const)
    await expect(table.locator(`tr[data-state="${state}"]`).first()).toContainText(text);
  await expect(page.locator("main")).not.toContainText("/signera/");
  await expectAccessible(page);

  // the main error: a refused resend is shown, the row stays
  await page.route("**/api/signing/resend", (r) =>
    r.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "CONFLICT", message: "Avtalet väntar inte på signering.", requestId: "x" } }),
    }),
  );
  await row.getByRole("button", { name: `Skicka avtal ${number} för signering igen` }).click();
  await page.getByRole("alertdialog", { name: "Skicka igen" }).getByRole("button", { name: "Ja, skicka igen" }).click();
  const failed = page.getByRole("alertdialog", { name: `Avtal ${number} kunde inte skickas igen` });
  await expect(failed).toContainText("Avtalet väntar inte på signering.");
  await failed.getByRole("button", { name: "OK" }).click();
  await page.unroute("**/api/signing/resend");

  // resend: asks first, then a new link (the old one voided)
  await row.getByRole("button", { name: `Skicka avtal ${number} för signering igen` }).click();
  await page.getByRole("alertdialog", { name: "Skicka igen" }).getByRole("button", { name: "Ja, skicka igen" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `En ny signeringslänk för avtal ${number} är skickad till Erik Provsson.` }),
  ).toBeVisible();
  await expect(row.getByRole("cell", { name: "2", exact: true })).toBeVisible();

  // cancel: "Nej, behåll" keeps the link; yes ends it
  const cancel = row.getByRole("button", { name: `Avbryt signeringen av avtal ${number}` });
  await cancel.click();
  await page.getByRole("alertdialog", { name: "Avbryt signering" }).getByRole("button", { name: "Nej, behåll" }).click();
  await expect(row).toContainText("Skickat");
  await cancel.click();
  await page.getByRole("alertdialog", { name: "Avbryt signering" }).getByRole("button", { name: "Ja, avbryt signeringen" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Signeringen av avtal ${number} är avbruten.` })).toBeVisible();
  await expect(row).toContainText("Avbrutet");
  await expect(cancel).toHaveCount(0);
});
