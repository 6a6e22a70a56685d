/**
 * Registration of a new customer (issue 12 item 4): the form's messages, attachments, staff
 * approval in the queue, the set-password link from the mail, and the first sign-in.
 */
import { expect } from "@playwright/test";
import { login, SE, visit, test } from "../support/fixtures";
import { caughtMail } from "../support/mail";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test("register with attachments → staff approve → set the password from the mail → sign in", async ({ browser }) => {
  test.slow(); // two browser contexts (applicant and staff) and a mail read from the catcher
  const tag = `${Date.now() % 1_000_000}`;
  const email = `reg${tag}@e2e.se`;
  const lastName = `Registrerad${tag}`;
  const NEW = "Skördefest-2026!";
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(`${SE}/login`);
  await page.getByRole("link", { name: "Registrera ny kund" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Registrera ny kund");

  // the main error: nothing filled in
  await page.getByRole("button", { name: "Skicka registrering" }).click();
  await expect(page.getByText("Förnamn är obligatorisk")).toBeVisible();
  await expect(page.getByText("Du måste bifoga avtalsansökan")).toBeVisible();
  await expect(page.getByText("Du måste godkänna betalningsansvar")).toBeVisible();
  await page.getByLabel("Personnummer (ÅÅÅÅMMDDNNNN)").fill("8001011234");
  await page.getByRole("button", { name: "Skicka registrering" }).click();
  await expect(page.getByText("Personnr måste bestå av 12 siffror")).toBeVisible();

  await page.getByLabel("Förnamn").fill("Rut");
  await page.getByLabel("Efternamn").fill(lastName);
  await page.getByLabel("Personnummer (ÅÅÅÅMMDDNNNN)").fill("198001011234");
  await page.getByLabel("E-post").fill(email);
  await page.getByLabel("Mobilnummer").fill("070 123 45 67");
  await page.getByLabel("Avtalsansökan").setInputFiles({ name: "ansokan.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByLabel("Kopia på ID-handlingar").setInputFiles({ name: "id.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByLabel("Registreringsbevis").setInputFiles({ name: "bevis.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByLabel("Jag godkänner användningsvillkoren").check();
  await page.getByLabel("Jag godkänner betalningsansvar").check();
  await page.getByRole("button", { name: "Skicka registrering" }).click();
  await expect(page.getByRole("status")).toContainText("Vi har tagit emot din registrering");

  // staff approve it in the queue
  const staffCtx = await browser.newContext();
  const staff = await staffCtx.newPage();
  await login(staff, "staff@demo.se", { open: false });
  await visit(staff, `${SE}/intern/registreringar`);
  const row = staff.getByRole("row", { name: `Rut ${lastName}` });
  await expect(row.getByRole("link", { name: "Avtalsansökan: ansokan.pdf" })).toBeVisible();
  const approved = new Date(Date.now() - 1000);
  await row.getByRole("button", { name: "Godkänn" }).click();
  await expect(staff.getByRole("main").getByRole("status")).toContainText("Registreringen är godkänd. Kundnummer");
  await staffCtx.close();

  // the applicant sets a password through the mailed link and signs in
  // the receipt of the registration may be delivered after `approved`: wait for the approval's mail
  const mail = await caughtMail(ctx.request, email, { since: approved, subject: "Din registrering är godkänd" });
  const link = /http:\/\/localhost:\d+\/reset-password\/[\w-]{43}/.exec(mail.body)?.[0];
  expect(link, mail.body).toBeTruthy();
  await visit(page, link!);
  await page.getByLabel("Nytt lösenord", { exact: true }).fill(NEW);
  await page.getByLabel("Bekräfta nytt lösenord").fill(NEW);
  await page.getByRole("button", { name: "Byt lösenord" }).click();
  await expect(page.getByRole("status")).toContainText("Ditt lösenord är bytt");
  await login(page, email, { password: NEW });
  await expect(page).not.toHaveURL(/\/login/);
  await ctx.close();
});
