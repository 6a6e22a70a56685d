/**
 * Customer card (issue 12 item 6): the owner gives a user the custom profile with read-only
 * agreements, adds a new user by e-mail (wrong organisation number first: the main error), and
 * cannot remove the last owner; a plain user sees no management.
 */
import { expect } from "@playwright/test";
import { login, SE, visit, test } from "../support/fixtures";
import { withPortalDb } from "../support/portal-db";
import { makeFamily } from "./helpers";

test("customer card: profiles, custom roles, add by e-mail, the last owner stays", async ({ page }) => {
  const f = await makeFamily();
  await login(page, f.owner, { open: false });
  await visit(page, `${SE}/mitt-foretag/kundkort`);
  const table = page.getByRole("table", { name: "Användare" });
  await expect(table.locator("tbody tr")).toHaveCount(2);

  // custom profile: the role editor opens, a row's checkbox enables its radios
  await page.getByLabel("Profil Ulla Test").selectOption({ label: "Anpassad" });
  const editor = page.locator(`tr[data-user="${f.user}"]`).getByRole("group", { name: "Behörigheter" });
  await expect(editor).toBeVisible();
  const write = editor.getByRole("radio", { name: "Skriva" }).first();
  await expect(write).toBeDisabled();
  await editor.getByRole("checkbox", { name: "Avtal" }).check();
  await expect(editor.getByRole("radio", { name: "Läsa" }).first()).toBeChecked();
  await editor.getByRole("button", { name: "Spara behörigheter" }).click();
  await expect(page.getByText("Ändringen har sparats.")).toBeVisible();
  const roles = await withPortalDb((c) =>
    c.query<{ profile: string; custom_roles: string[] }>(
      `select profile, custom_roles from customer_users cu join users u on u.id = cu.user_id where u.username = $1`,
      [f.user],
    ),
  );
  expect(roles.rows[0]).toEqual({ profile: "custom", custom_roles: ["agreements:read"] });

  // the last owner cannot be removed
  await page.locator(`tr[data-user="${f.owner}"]`).getByRole("button", { name: "Koppla bort" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Koppla bort" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Kunden måste ha minst en ägare" })).toBeVisible();

  // add by e-mail: a wrong organisation number is refused, the right one invites and reloads
  const newcomer = `new${Date.now()}@e2e.se`;
  await page.getByLabel("E-postadress").fill(newcomer);
  await page.getByLabel("Organisationsnummer").fill("556000-0000");
  await page.getByRole("button", { name: "Lägg till" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Kunde inte lägga till ägare: Organisationsnumret stämmer inte med kunden." }),
  ).toBeVisible();
  await page.getByLabel("Organisationsnummer").fill(f.org);
  await page.getByRole("button", { name: "Lägg till" }).click();
  await expect(page.getByText("Användaren har bjudits in via e-post.")).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(3, { timeout: 10_000 });

  // a plain user of the customer manages nothing
  await login(page, f.user, { open: false });
  await visit(page, `${SE}/mitt-foretag/kundkort`);
  await expect(page.getByText("Endast kundens ägare kan hantera användare.")).toBeVisible();
});
