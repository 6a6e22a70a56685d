/**
 * User card (issue 12 item 7): a user sees their profile at their customer and switches a message
 * off per channel; the setting is stored and shown again. Main error: a refused save keeps the
 * choices and says why. The Finnish staff pages (/sisainen/…) render the same screens in Finnish.
 */
import { expect } from "@playwright/test";
import { FI, login, reload, SE, visit, test } from "../support/fixtures";
import { withPortalDb } from "../support/portal-db";
import { makeFamily } from "./helpers";

test("user card: profile per customer, message settings saved per channel; a refused save says so", async ({ page }) => {
  const f = await makeFamily();
  await login(page, f.user, { open: false });
  await visit(page, `${SE}/mitt-foretag/anvandarkort`);
  const card = page.getByRole("region", { name: new RegExp(`kundnummer ${f.customerNumber}`) });
  await expect(card.getByText("Profil: Användare")).toBeVisible();
  const sms = card.getByRole("checkbox", { name: "Påminnelse om tidsbokning SMS" });
  await expect(sms).toBeChecked();

  // main error first: the server refuses → the message, the choice kept
  await page.route("**/api/usercard/save-message-settings", (route) =>
    route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "FORBIDDEN", message: "Åtkomst nekad." } }),
    }),
  );
  await sms.uncheck();
  await card.getByRole("button", { name: "Spara inställningar" }).click();
  await expect(card.getByRole("alert")).toHaveText("Åtkomst nekad.");
  await expect(sms).not.toBeChecked();
  await page.unroute("**/api/usercard/save-message-settings");

  await card.getByRole("button", { name: "Spara inställningar" }).click();
  await expect(page.getByText("Inställningarna har sparats.")).toBeVisible();
  const rows = await withPortalDb((c) =>
    c.query<{ mode: number; value: boolean }>(
      `select mode_of_delivery_id as mode, value from message_settings ms join users u on u.id = ms.user_id
        where u.username = $1 and msg_area_id = 1 and msg_type_id = 1 order by mode_of_delivery_id`,
      [f.user],
    ),
  );
  expect(rows.rows).toEqual([
    { mode: 1, value: true },
    { mode: 2, value: false },
  ]);
  await reload(page);
  await expect(page.getByRole("checkbox", { name: "Påminnelse om tidsbokning SMS" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Påminnelse om tidsbokning E-post" })).toBeChecked();
});

test("Finnish staff pages: customer support, elected and action logs in Finnish", async ({ page }) => {
  test.slow(); // three pages; the accessibility check runs on the last one only
  await login(page, "staff@demo.se", { base: FI });
  const pages: [string, string][] = [
    ["/sisainen/asiakastuki", "Asiakastuki"],
    ["/sisainen/luottamushenkilot", "Luottamushenkilöt"],
    ["/sisainen/toimintaloki", "Toimintaloki"],
  ];
  for (const [path, heading] of pages) {
    if (path.endsWith("toimintaloki")) await visit(page, `${FI}${path}`);
    else await page.goto(`${FI}${path}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await expect(page.getByRole("main").getByRole("button", { name: "Hae" })).toBeDisabled();
});
