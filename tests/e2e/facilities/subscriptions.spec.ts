/**
 * Facility subscriptions (spec 3 §2, §4; issue 13 §3) as a copy of farmer@demo.se: the facility's
 * information and the toggle, the tenth subscription taken, the eleventh refused with the
 * maximum modal, and one removed from the list.
 */
import { expect } from "@playwright/test";
import { login, SE, visit, test } from "../support/fixtures";
import { cloneUser, withPortalDb } from "../support/portal-db";

test("subscriptions: ten at most, the maximum modal, unsubscribe", async ({ page }) => {
  const username = `e2e-subs-${Date.now().toString(36)}@demo.se`;
  await cloneUser("farmer@demo.se", username);
  // nine already followed (all but Skara, Lidköping and Uppsala)
  await withPortalDb((c) =>
    c.query(
      `insert into facility_subscriptions (user_id, facility_id)
       select (select u.id from users u where u.username = $1), f.id from facilities f
        where f.market = 'se' and f.active and f.show_facility_info and f.code not in ('SKA', 'LID', 'UPP')
        order by f.id limit 9`,
      [username],
    ),
  );
  await login(page, username, { open: false });
  await visit(page, `${SE}/anlaggningar/bevakningar`);
  await expect(page.getByRole("heading", { name: "Mina bevakningar (9 av 10)" })).toBeVisible();

  await page.getByLabel("Anläggning", { exact: true }).selectOption({ label: "Skara" });
  const card = page.getByTestId("facility-card");
  await expect(card.getByRole("heading", { name: "Skara" })).toBeVisible();
  await expect(card.getByText("Mariestadsvägen 10")).toBeVisible();
  await page.getByRole("switch", { name: /Bevaka anläggningen/ }).click();
  await expect(page.getByRole("heading", { name: "Mina bevakningar (10 av 10)" })).toBeVisible();

  // the eleventh: refused
  await page.getByLabel("Anläggning", { exact: true }).selectOption({ label: "Lidköping" });
  await expect(page.getByTestId("facility-card").getByRole("heading", { name: "Lidköping" })).toBeVisible();
  await page.getByRole("switch", { name: /Bevaka anläggningen/ }).click();
  await expect(page.getByTestId("subscription-maximum")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("switch", { name: /Bevaka anläggningen/ })).not.toBeChecked();

  // one removed
  await page
    .getByTestId("subscriptions")
    .getByRole("listitem")
    .filter({ hasText: "Skara" })
    .getByRole("button", { name: "Sluta bevaka" })
    .click();
  await expect(page.getByRole("heading", { name: "Mina bevakningar (9 av 10)" })).toBeVisible();
  const count = await withPortalDb(
    async (c) =>
      (
        await c.query<{ n: number }>(
          `select count(*)::int n from facility_subscriptions where user_id = (select id from users where username = $1)`,
          [username],
        )
      ).rows[0]?.n,
  );
  expect(count).toBe(9);
});
