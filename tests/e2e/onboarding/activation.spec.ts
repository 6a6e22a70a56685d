/**
 * Activation of an existing customer (issue 12 item 4): a wrong organisation number gets the
 * spec's flag message; the right one opens the company form, whose required boxes say so; then
 * the customer is activated and the set-password link is mailed. The weigh-in page's customer
 * picker (item 11) preselects the sub-customer of the link and navigates on a choice.
 */
import { expect } from "@playwright/test";
import { login, SE, visit, test } from "../support/fixtures";
import { withPortalDb } from "../support/portal-db";
import { caughtMail } from "../support/mail";

test("activation: a wrong organisation number is refused, then the company form activates and mails the link", async ({
  page,
  request,
}) => {
  const tag = `${Date.now() % 1_000_000}`.padStart(6, "0");
  const customerNumber = `7${tag}`;
  const org = `5598${tag.slice(0, 2)}-${tag.slice(2, 6)}`;
  const email = `aktivera${tag}@e2e.se`;
  await withPortalDb((c) =>
    c.query(`insert into customers (customer_number, name, organisation_number, market) values ($1, $2, $3, 'se')`, [
      customerNumber,
      `E2E Aktivering ${tag}`,
      org,
    ]),
  );
  const since = new Date();
  await visit(page, `${SE}/aktivering`);
  await page.getByLabel("Kundnummer").fill(customerNumber);
  await page.getByLabel("Organisationsnummer").fill("559999-0000");
  await page.getByRole("button", { name: "Fortsätt" }).click();
  await expect(
    page.getByText(/Kundnumret är inte registrerat på det angivna organisationsnumret|Organisationsnumret matchar inte kundnumret/),
  ).toBeVisible();

  await page.getByLabel("Organisationsnummer").fill(org);
  await page.getByRole("button", { name: "Fortsätt" }).click();
  await expect(page.getByRole("heading", { name: "Dina uppgifter (företag)" })).toBeVisible();
  await page.getByRole("button", { name: "Aktivera" }).click();
  await expect(page.getByText("Du måste godkänna betalningsansvar")).toBeVisible();

  await page.getByLabel("Förnamn").fill("Astrid");
  await page.getByLabel("Efternamn").fill("Aktiv");
  await page.getByLabel("E-post").fill(email);
  await page.getByLabel("Mobilnummer").fill("070 123 45 67");
  await page.getByLabel("Jag godkänner användningsvillkoren").check();
  await page.getByLabel("Jag godkänner betalningsansvar").check();
  await page.getByRole("button", { name: "Aktivera" }).click();
  await expect(page.getByText(`Vi har skickat ett e-postmeddelande till ${email}`)).toBeVisible();
  const mail = await caughtMail(request, email, { since, subject: "Välkommen till kundportalen" });
  expect(mail.body).toContain(customerNumber);
});

test("weigh-ins: the picker preselects the linked sub-customer and navigates on a choice", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}/avtal/invagningar?subcustomerCustomerNumber=100235`);
  const picker = page.getByLabel("Kund", { exact: true });
  await expect(picker).toHaveValue("100235");
  await picker.selectOption("100234");
  await expect(page).toHaveURL(/subcustomerCustomerNumber=100234/);
  await expect(page.getByLabel("Kund", { exact: true })).toHaveValue("100234");
});
