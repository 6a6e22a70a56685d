/**
 * The Finnish facility pages (issue 13): a copy of farmer@demo.fi follows a Finnish facility of
 * its own at /toimipisteet/seuranta and stops following it, in Finnish.
 */
import { expect } from "@playwright/test";
import { FI, login, visit, test } from "../support/fixtures";
import { cloneUser, withPortalDb } from "../support/portal-db";
import { uniq } from "./data";

test("toimipisteet: follow a facility and stop following it", async ({ page }) => {
  const username = `e2e-fi-subs-${Date.now().toString(36)}@demo.fi`;
  await cloneUser("farmer@demo.fi", username);
  const name = `Testivarasto ${uniq()}`;
  await withPortalDb((c) =>
    c.query(
      `insert into facilities (market, code, name, time_zone, owner_id, language_code, show_facility_info)
       values ('fi', $1, $2, 'Europe/Helsinki', (select id from facility_owners where market = 'fi' limit 1), 'fi', true)`,
      [`F${uniq()}`.slice(0, 10), name],
    ),
  );
  await login(page, username, { base: FI, open: false });
  await visit(page, `${FI}/toimipisteet/seuranta`);
  await expect(page.getByRole("heading", { name: "Omat seurannat (0/10)" })).toBeVisible();
  await page.getByLabel("Toimipiste", { exact: true }).selectOption({ label: name });
  await expect(page.getByTestId("facility-card").getByRole("heading", { name })).toBeVisible();
  await page.getByRole("switch", { name: /Seuraa toimipistettä/ }).click();
  await expect(page.getByRole("heading", { name: "Omat seurannat (1/10)" })).toBeVisible();
  await page
    .getByTestId("subscriptions")
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("button", { name: "Lopeta seuranta" })
    .click();
  await expect(page.getByRole("heading", { name: "Omat seurannat (0/10)" })).toBeVisible();
});
