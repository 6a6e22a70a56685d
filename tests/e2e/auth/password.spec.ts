import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessible, login, PASSWORD, SE, visit } from "../support/fixtures";

async function fillPasswords(page: Page, current: string | null, next: string, confirm: string) {
  if (current !== null) await page.getByLabel("Nuvarande lösenord").fill(current);
  await page.getByLabel("Nytt lösenord", { exact: true }).fill(next);
  await page.getByLabel("Bekräfta nytt lösenord").fill(confirm);
  await page.getByRole("button", { name: "Byt lösenord" }).click();
}

async function changeBack(browser: Browser, username: string, current: string) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await login(page, username, { password: current });
  await page.goto(`${SE}/account/password`);
  await fillPasswords(page, current, PASSWORD, PASSWORD);
  await expect(page.getByRole("status")).toContainText("Ditt lösenord är bytt");
  await ctx.close();
}

test("change password: the spec's messages, the rules shown, and other sessions end", async ({ browser }) => {
  const user = "transporter@demo.se";
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await login(otherPage, user);

  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await login(page, user);
  await visit(page, `${SE}/account/password`);
  await expect(page.getByRole("heading", { name: "Krav för nytt lösenord" })).toBeVisible();

  await page.getByRole("button", { name: "Byt lösenord" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Du måste fylla i alla fälten för att kunna byta lösenord");

  await fillPasswords(page, PASSWORD, "kort", "kort");
  await expect(page.getByText("Lösenordet är inte av rätt typ. Se krav för nytt lösenord.")).toBeVisible();

  await fillPasswords(page, PASSWORD, "Skörd2026!", "Skörd2027!");
  await expect(page.getByText("Lösenorden stämmer inte överens med varandra. Vänligen försök igen.")).toBeVisible();
  await expectAccessible(page);

  await fillPasswords(page, "fel-nuvarande1", "Skörd2026!", "Skörd2026!");
  await expect(page.getByText("Nuvarande lösenord är fel.")).toBeVisible();

  await fillPasswords(page, PASSWORD, "Skörd2026!", "Skörd2026!");
  await expect(page.getByRole("status")).toContainText("Ditt lösenord är bytt");

  // this session goes on; the other one has ended
  await page.goto(`${SE}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transportörens startsida");
  await otherPage.goto(`${SE}/`);
  await expect(otherPage).toHaveURL(/\/login/);

  await ctx.close();
  await other.close();
  await changeBack(browser, user, "Skörd2026!");
});

test("reset password by the e-mailed link (read from the staff outbox)", async ({ browser }) => {
  const user = "reseller@demo.se";
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(`${SE}/login`);
  await page.getByRole("link", { name: "Glömt lösenordet?" }).click();
  await expectAccessible(page);
  await page.getByLabel("Användarnamn eller e-post").fill(user);
  await page.getByRole("button", { name: "Skicka länk" }).click();
  await expect(page.getByRole("status")).toContainText("Om kontot finns har vi skickat");

  // staff read the mail in the outbox
  const staffCtx = await browser.newContext();
  const staff = await staffCtx.newPage();
  await login(staff, "staff@demo.se");
  await visit(staff, `${SE}/internal/outbox`);
  const row = staff.locator("tr", { hasText: user }).filter({ hasText: "Återställ ditt lösenord" }).first();
  const body = await row.locator("pre").innerText();
  const link = /https?:\/\/\S+\/reset-password\/[\w-]+/.exec(body)?.[0];
  expect(link).toBeTruthy();
  await staffCtx.close();

  await visit(page, link!);
  await fillPasswords(page, null, "Vårbruk2026!", "Vårbruk2026!");
  await expect(page.getByRole("status")).toHaveText("Ditt lösenord är bytt. Du kan nu logga in med det nya lösenordet.");

  // the link works once
  await page.goto(link!);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Länken är ogiltig eller har gått ut. Begär en ny länk.");

  await login(page, user, { password: "Vårbruk2026!" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Återförsäljarens startsida");
  await ctx.close();
  await changeBack(browser, user, "Vårbruk2026!");
});
