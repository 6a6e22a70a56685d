import { expect } from "@playwright/test";
import { expectAccessible, login, reload, SE, visit, test } from "../support/fixtures";
import { cloneUser } from "../support/portal-db";

test("ten favourites from the menu stars, then the limit modal", async ({ page }) => {
  const user = "e2e-favourites@demo.se"; // an account of its own: it starts with no favourites and fills all ten
  await cloneUser("farmer@demo.se", user);
  await login(page, user);
  const nav = page.getByRole("navigation", { name: "Huvudmeny" });
  await expect(nav.getByRole("button", { name: /Favoriter/ })).toBeVisible();
  let added = 0;
  for (const menu of ["Avtal", "Priser", "Logistik", "Maskiner"]) {
    await nav.getByRole("button", { name: menu, exact: true }).click();
    const stars = nav.getByRole("button", { name: /^Favorit: / });
    const n = await stars.count();
    for (let i = 0; i < n && added < 10; i++) {
      await stars.nth(i).click();
      await expect(stars.nth(i)).toHaveAttribute("aria-pressed", "true");
      added++;
    }
    if (added >= 10) break;
  }
  await expect(nav.getByRole("button", { name: /Favoriter.*10 av 10/ })).toBeVisible();

  // the 11th opens the modal and is not added
  await nav.getByRole("button", { name: "Anläggningar", exact: true }).click();
  const eleventh = nav.getByRole("button", { name: /^Favorit: / }).first();
  await eleventh.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button").first().click();
  await expect(dialog).toBeHidden();
  await expect(eleventh).toHaveAttribute("aria-pressed", "false");

  // favourites persist: a new page load shows 10
  await reload(page);
  await expect(nav.getByRole("button", { name: /Favoriter.*10 av 10/ })).toBeVisible();

  // clean up through the API
  const ids = await page.evaluate(async () => {
    const r = (await (await fetch("/api/favorites/get-favorite-list-items", { method: "POST" })).json()) as { items: { pageId: number }[] };
    for (const f of r.items) {
      const body = new URLSearchParams({ pageId: String(f.pageId) });
      await fetch("/api/favorites/remove-favorite", { method: "POST", body });
    }
    return r.items.length;
  });
  expect(ids).toBe(10);
});

test("20 racing add-favorite calls leave exactly 10", async ({ page }) => {
  await login(page, "transporter@demo.se", { open: "api" });
  const result = await page.evaluate(async () => {
    const pageIds = [
      1101, 1102, 1103, 1104, 1105, 1106, 1201, 1202, 1301, 1302, 1303, 1304, 1305, 1306, 1307, 1401, 1402, 1503, 1601, 1602,
    ];
    const statuses = await Promise.all(
      pageIds.map((id) =>
        fetch("/api/favorites/add-favorite", { method: "POST", body: new URLSearchParams({ pageId: String(id) }) }).then((r) => r.status),
      ),
    );
    const list = (await (await fetch("/api/favorites/get-favorite-list-items", { method: "POST" })).json()) as { items: unknown[] };
    return { statuses, count: list.items.length };
  });
  expect(result.count).toBe(10);
  expect(result.statuses.filter((s) => s === 200)).toHaveLength(10);
  expect(result.statuses.filter((s) => s === 409)).toHaveLength(10);
});

test("the inbox lists messages; opening one marks it read and the header count follows", async ({ page }) => {
  await login(page, "farmer@demo.se");
  const indicator = page.getByRole("link", { name: /Inkorg: 2 olästa/ });
  await expect(indicator).toBeVisible();
  await indicator.click();
  await expect(page).toHaveURL(/\/inbox/);
  await expectAccessible(page);
  await page.getByText("Nytt avräkningsbesked för leverans 2026-09-14").first().click();
  await expect(page.getByText("Avräkningen för din leverans av höstvete till Skara är klar.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Inkorg: 1 oläst/ })).toBeVisible();
  await visit(page, `${SE}/inbox`);
});
