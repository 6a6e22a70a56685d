/**
 * Terms (issue 12 item 3): a user who has not accepted the current user agreement is sent to it
 * by the shell on the next page load; Godkänn without the box gives 'Du måste godkänna
 * användningsvillkoren'; accepting records the version and goes on to the page asked for.
 */
import { expect } from "@playwright/test";
import { login, SE, test } from "../support/fixtures";
import { withPortalDb } from "../support/portal-db";
import { makeFamily } from "../account/helpers";

test("terms: the shell asks again until the current version is accepted", async ({ page }) => {
  const f = await makeFamily();
  // the user rejected the agreement before: the current version must be accepted again
  await withPortalDb((c) =>
    c.query(
      `insert into consent_events (user_id, market, purpose, given, document_kind, document_version)
       select id, 'se', 'terms', false, 'terms', 1 from users where username = $1`,
      [f.user],
    ),
  );
  await login(page, f.user, { open: false });
  await page.goto(`${SE}/mitt-foretag/profil`);
  await expect(page).toHaveURL(/\/anvandarvillkor\?next=%2Fmitt-foretag%2Fprofil$/);
  await expect(page.getByRole("heading", { name: "Användarvillkor för kundportalen" })).toBeVisible();

  await page.getByRole("button", { name: "Godkänn", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Du måste godkänna användningsvillkoren" })).toBeVisible();
  await page.getByLabel("Jag har läst och godkänner användningsvillkoren").check();
  await page.getByRole("button", { name: "Godkänn", exact: true }).click();
  await expect(page).toHaveURL(/\/mitt-foretag\/profil$/);
  await expect(page.getByRole("heading", { name: "Profil", level: 1 })).toBeVisible();

  const rows = await withPortalDb((c) =>
    c.query<{ given: boolean; document_version: number }>(
      `select given, document_version from consent_events e join users u on u.id = e.user_id where u.username = $1 order by e.id`,
      [f.user],
    ),
  );
  expect(rows.rows).toEqual([
    { given: false, document_version: 1 },
    { given: true, document_version: 1 },
  ]);
  // a new page load goes straight to the page
  await page.goto(`${SE}/mitt-foretag/profil`);
  await expect(page).toHaveURL(/\/mitt-foretag\/profil$/);
});
