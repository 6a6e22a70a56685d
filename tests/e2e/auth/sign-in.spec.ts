import { expect } from "@playwright/test";
import type { ErrorReply } from "../../support/reply";
import { expectAccessible, FI, login, PASSWORD, SE, visit, test } from "../support/fixtures";

const ACCOUNTS = [
  { username: "farmer@demo.se", base: SE, heading: "Min startsida", kind: "customer" },
  { username: "staff@demo.se", base: SE, heading: "Intern startsida", kind: "internal" },
  { username: "transporter@demo.se", base: SE, heading: "Transportörens startsida", kind: "transporter" },
  { username: "reseller@demo.se", base: SE, heading: "Återförsäljarens startsida", kind: "reseller" },
  { username: "farmer@demo.fi", base: FI, heading: "Oma etusivu", kind: "customer" },
  { username: "store@demo.fi", base: FI, heading: "Agrodesk", kind: "agrodesk" },
  { username: "admin@demo.fi", base: FI, heading: "Agrodesk", kind: "agrodesk" },
];

test.describe("sign in and out", () => {
  for (const a of ACCOUNTS) {
    test(`${a.username} signs in, sees the ${a.kind} start page and signs out`, async ({ page }) => {
      // the form (and its argon2 check) once per market; the other roles sign in by the session
      // factory: what differs per role is its start page and signing out (the login page's own
      // accessibility is in the sweep, accessibility/sweep.spec.ts)
      await login(page, a.username, { base: a.base, form: a.username.startsWith("farmer@") });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.heading);
      await expect(page.locator("[data-start-kind]")).toHaveAttribute("data-start-kind", a.kind);
      await expectAccessible(page);

      // the logout form's redirect field carries the site origin plus the logout URL (spec 1 §2)
      await page.getByRole("button", { name: /Användarmeny|Käyttäjävalikko/ }).click();
      await page.getByRole("button", { name: /^(Logga ut|Kirjaudu ulos)$/ }).click();
      await page.waitForURL(/\/login\?loggedOut=1/);
      expect(new URL(page.url()).origin).toBe(a.base);
      await expect(page.getByRole("status")).toHaveText(/Du är nu utloggad\.|Olet kirjautunut ulos\./);
      await page.goto(`${a.base}/`);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test("a wrong password shows the message and keeps the user on the login page", async ({ page }) => {
    await page.goto(`${SE}/login`);
    await page.getByLabel("Användarnamn").fill("farmer@demo.se");
    await page.getByLabel("Lösenord", { exact: true }).fill("fel-lösenord");
    await page.getByRole("button", { name: "Logga in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Fel användarnamn eller lösenord.");
    await expect(page).toHaveURL(/\/login/);
    await expectAccessible(page);
  });

  test("the Finnish host shows Finnish texts", async ({ page }) => {
    await visit(page, `${FI}/login`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kirjaudu sisään");
    await page.getByLabel("Käyttäjätunnus").fill("farmer@demo.fi");
    await page.getByLabel("Salasana", { exact: true }).fill("väärä");
    await page.getByRole("button", { name: "Kirjaudu" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Väärä käyttäjätunnus tai salasana.");
  });

  test("pages that do not exist answer with a 404 page in the market's language", async ({ page }) => {
    const se = await page.goto(`${SE}/finns-inte`);
    expect(se?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sidan hittades inte");
    await expectAccessible(page);
    const fi = await page.goto(`${FI}/ei-ole`);
    expect(fi?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sivua ei löytynyt");
  });
});

test.describe("API without a session", () => {
  test("a private call answers 401 JSON, and a signed-in call works", async ({ request, page }) => {
    const res = await request.post(`${SE}/api/user/get-inbox-statistics`, { headers: { origin: SE } });
    expect(res.status()).toBe(401);
    expect(((await res.json()) as ErrorReply).error.code).toBe("UNAUTHORIZED");

    await login(page, "farmer@demo.se", { open: "api" });
    const stats = await page.evaluate(
      async () => (await fetch("/api/user/get-inbox-statistics", { method: "POST" })).json() as Promise<unknown>,
    );
    expect(stats).toEqual({ totalUnRead: expect.any(Number), totalStarred: expect.any(Number) }); // the shell tests read and star messages
  });

  test("a state change from another origin is refused", async ({ page }) => {
    await login(page, "farmer@demo.se", { open: "api" });
    const status = await page.evaluate(
      async () =>
        (
          await fetch("/api/account/change-password", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: "{}",
            referrerPolicy: "no-referrer",
          })
        ).status,
    );
    expect(status).toBe(400); // same origin: reaches validation
    const cookies = await page.context().cookies();
    const res = await page.request.post(`${SE}/api/account/change-password`, {
      headers: { origin: "http://evil.example", cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
      data: { currentPassword: PASSWORD, newPassword: "Hacked2026!", confirmPassword: "Hacked2026!" },
    });
    expect(res.status()).toBe(403);
  });
});

test("an API call after the session ended sends the user to the start page (spec 1 §6)", async ({ context }) => {
  const inbox = await context.newPage();
  await login(inbox, "farmer@demo.fi", { base: SE, open: false });
  await inbox.goto(`${SE}/inbox`);
  const markRead = inbox.getByRole("button", { name: "Markera som läst" }).first();
  await expect(markRead).toBeVisible();

  // the same browser signs out in another tab
  const other = await context.newPage();
  await other.goto(`${SE}/`);
  await other.getByRole("button", { name: /Användarmeny/ }).click();
  await other.getByRole("button", { name: "Logga ut" }).click();
  await other.waitForURL(/\/login\?loggedOut=1/);

  await markRead.click();
  await inbox.waitForURL(/\/login$/);
  await expect(inbox.getByRole("heading", { level: 1 })).toHaveText("Logga in");
});
