import { expect, type Page } from "@playwright/test";
import { expectAccessible, login, SE, visit, test } from "../support/fixtures";
import { caughtMail } from "../support/mail";
import { cloneUser, withPortalDb } from "../support/portal-db";

async function fillPasswords(page: Page, current: string | null, next: string, confirm: string) {
  if (current !== null) await page.getByLabel("Nuvarande lösenord").fill(current);
  await page.getByLabel("Nytt lösenord", { exact: true }).fill(next);
  await page.getByLabel("Bekräfta nytt lösenord").fill(confirm);
  await page.getByRole("button", { name: "Byt lösenord" }).click();
}

test("change password: the spec's messages, the rules shown, a common password refused, and other sessions end", async ({ browser }) => {
  const user = "e2e-password-change@demo.se"; // its own account: the change ends the other sessions of the user
  const NEW = "Skördetid2026!";
  await cloneUser("transporter@demo.se", user);
  try {
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await login(otherPage, user);

    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await login(page, user, { open: false });
    await visit(page, `${SE}/account/password`, { axe: true });
    const rules = page.getByRole("region", { name: "Krav för nytt lösenord" });
    await expect(rules).toContainText("Minst 12 och högst 128 tecken.");
    await expect(rules).toContainText("Alla tecken är tillåtna, även mellanslag");
    await expect(rules).toContainText("Inte ett vanligt eller tidigare läckt lösenord");

    await page.getByRole("button", { name: "Byt lösenord" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Du måste fylla i alla fälten för att kunna byta lösenord");

    // 10 characters: enough under the old rule, too short now
    await fillPasswords(page, "demo1234", "Skörd2026!", "Skörd2026!");
    await expect(page.getByText("Lösenordet är inte av rätt typ. Se krav för nytt lösenord.")).toBeVisible();

    await fillPasswords(page, "demo1234", NEW, "Skördetid2027!");
    await expect(page.getByText("Lösenorden stämmer inte överens med varandra. Vänligen försök igen.")).toBeVisible();
    await expectAccessible(page);

    await fillPasswords(page, "fel-nuvarande1", NEW, NEW);
    await expect(page.getByText("Nuvarande lösenord är fel.")).toBeVisible();

    await fillPasswords(page, "demo1234", "Password2026!", "Password2026!");
    await expect(page.getByText(/Lösenordet är för vanligt eller för lätt att gissa/)).toBeVisible();

    await fillPasswords(page, "demo1234", NEW, NEW);
    await expect(page.getByRole("status")).toContainText("Ditt lösenord är bytt");

    // this session goes on; the other one has ended
    await page.goto(`${SE}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transportörens startsida");
    await otherPage.goto(`${SE}/`);
    await expect(otherPage).toHaveURL(/\/login/);
    await ctx.close();
    await other.close();
  } finally {
    await withPortalDb((c) => c.query("delete from users where username = $1", [user]));
  }
});

test("reset password by the e-mailed link: read from the dev mail catcher; the staff outbox never shows the token", async ({ browser }) => {
  const user = "e2e-password-reset@demo.se"; // its own account: the reset ends the other sessions of the user
  const NEW = "Vårbruk-2026!";
  await cloneUser("reseller@demo.se", user);
  try {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto(`${SE}/login`);
    await page.getByRole("link", { name: "Glömt lösenordet?" }).click();
    await expectAccessible(page);
    const asked = new Date(Date.now() - 1000);
    await page.getByLabel("Användarnamn eller e-post").fill(user);
    await page.getByRole("button", { name: "Skicka länk" }).click();
    await expect(page.getByRole("status")).toContainText("Om kontot finns har vi skickat");

    const mail = await caughtMail(ctx.request, user, { since: asked, subject: "Återställ ditt lösenord till LM² Kundportal" });
    const link = /http:\/\/localhost:\d+\/reset-password\/[\w-]{43}/.exec(mail.body)?.[0];
    expect(link, mail.body).toBeTruthy();
    const token = link!.split("/").pop()!;

    // staff read the outbox: recipient, kind, status, times; the link's secret part is hidden
    const staffCtx = await browser.newContext();
    const staff = await staffCtx.newPage();
    await login(staff, "staff@demo.se", { open: false });
    await visit(staff, `${SE}/internal/outbox`);
    const row = staff.locator("tr", { hasText: user }).filter({ hasText: "Återställ ditt lösenord" }).first();
    await expect(row.locator("pre")).toContainText("/reset-password/[dolt – skickas bara till mottagaren]");
    expect(await staff.content()).not.toContain(token);
    await staffCtx.close();

    await visit(page, link!, { axe: true });
    await fillPasswords(page, null, NEW, NEW);
    await expect(page.getByRole("status")).toHaveText("Ditt lösenord är bytt. Du kan nu logga in med det nya lösenordet.");

    // the link works once
    await page.goto(link!);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Länken är ogiltig eller har gått ut. Begär en ny länk.");

    await login(page, user, { password: NEW });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Återförsäljarens startsida");
    await ctx.close();
  } finally {
    await withPortalDb((c) => c.query("delete from users where username = $1", [user]));
  }
});

test("the portal records the socket's address, not a forged X-Forwarded-For or X-Real-IP (sign-in and API calls)", async ({ browser }) => {
  const forged = { "x-forwarded-for": "203.0.113.66", "x-real-ip": "203.0.113.67" };
  const ctx = await browser.newContext({ extraHTTPHeaders: forged });
  const page = await ctx.newPage();
  const since = new Date(Date.now() - 1000);
  // a failed sign-in through next-auth's authorize
  await page.goto(`${SE}/login`);
  await page.getByLabel("Användarnamn").fill("xff-probe@demo.se");
  await page.getByLabel("Lösenord", { exact: true }).fill("inte-rätt-lösen");
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page.locator("#login-error")).toHaveText("Fel användarnamn eller lösenord.");
  // a route handler
  const res = await ctx.request.post(`${SE}/api/account/request-password-reset`, {
    data: { username: "staff@demo.se" },
    headers: { origin: SE },
  });
  expect(res.status()).toBe(200);
  await ctx.close();

  const rows = await withPortalDb(
    async (c) =>
      (
        await c.query<{ action: string; ip: string }>(
          `select action, ip from action_log where at >= $1 and (details->>'username' = 'xff-probe@demo.se' or (action = 'account.password.resetRequested' and user_id = (select id from users where username = 'staff@demo.se')))`,
          [since],
        )
      ).rows,
  );
  expect(rows.map((r) => r.action).sort()).toEqual(["account.password.resetRequested", "auth.signInFailed"]);
  for (const r of rows) expect(["127.0.0.1", "::1"]).toContain(r.ip);
});
