/**
 * The contact form signed out (issue 12 item 5): the spec's messages, then a message that staff
 * see in their list and whose receipt reaches the sender.
 */
import { expect } from "@playwright/test";
import { login, SE, visit, test } from "../support/fixtures";
import { caughtMail } from "../support/mail";

test("contact form: required fields, then the message reaches staff and the sender gets a receipt", async ({ browser }) => {
  test.slow(); // two browser contexts (applicant and staff) and a mail read from the catcher
  const tag = `${Date.now() % 1_000_000}`;
  const email = `kontakt${tag}@e2e.se`;
  const subject = `Fråga om leverans ${tag}`;
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(`${SE}/login`);
  await page.getByRole("link", { name: "Kontakta oss" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakta oss");

  await page.getByRole("button", { name: "Skicka" }).click();
  await expect(page.getByText("Du måste ange Ämne")).toBeVisible();
  await expect(page.getByText("Du måste ange Meddelande")).toBeVisible();
  await expect(page.getByText("Du måste ange namn")).toBeVisible();
  await page.getByLabel("E-post").fill("inte-en-adress");
  await page.getByLabel("Kundnummer").fill("12ab");
  await page.getByRole("button", { name: "Skicka" }).click();
  await expect(page.getByText("Ange en korrekt epost")).toBeVisible();
  await expect(page.getByText("Kundnumret får bara innehålla siffror")).toBeVisible();

  await page.getByLabel("Namn").fill("Karin Kontakt");
  await page.getByLabel("E-post").fill(email);
  await page.getByLabel("Kundnummer").fill("100234");
  await page.getByLabel("Ämne").fill(subject);
  await page.getByLabel("Meddelande").fill("När kommer min leverans?");
  const sent = new Date(Date.now() - 1000);
  await page.getByRole("button", { name: "Skicka" }).click();
  await expect(page.getByRole("status")).toContainText("Ditt meddelande är skickat");

  await caughtMail(ctx.request, email, { since: sent, subject: "Vi har tagit emot ditt meddelande" });
  await ctx.close();

  const staffCtx = await browser.newContext();
  const staff = await staffCtx.newPage();
  await login(staff, "staff@demo.se", { open: false });
  await visit(staff, `${SE}/intern/kontaktmeddelanden`);
  await expect(staff.getByRole("row", { name: new RegExp(subject) })).toContainText(email);
  await staffCtx.close();
});
