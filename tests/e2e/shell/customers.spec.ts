import { expect } from "@playwright/test";
import { expectAccessible, login, SE, visit, test } from "../support/fixtures";

test("a farmer switches to a sub-customer and the pages work for it", async ({ page }) => {
  await login(page, "farmer@demo.se");
  await expect(page.getByText("Här ser du dina avtal, priser och bokningar för kund 100234.")).toBeVisible();
  await page.getByRole("button", { name: /Kund 100234 – Gårdsjö Lantbruk AB/ }).click();
  await expectAccessible(page);
  await page.getByRole("button", { name: /100235 – Gårdsjö Lantbruk – Västergården/ }).click();
  await expect(page.getByRole("button", { name: /Kund 100235/ })).toBeVisible();
  await expect(page.getByText("Här ser du dina avtal, priser och bokningar för kund 100235.")).toBeVisible();
  // the session keeps the choice
  await page.goto(`${SE}/`);
  await expect(page.getByRole("button", { name: /Kund 100235/ })).toBeVisible();
  // switch back for the other tests
  await page.getByRole("button", { name: /Kund 100235/ }).click();
  await page.getByRole("button", { name: /^100234 – / }).click();
  await expect(page.getByRole("button", { name: /Kund 100234/ })).toBeVisible();
});

test("switching to another farmer's customer number is refused by the server", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: "api" });
  const status = await page.evaluate(async () => {
    const r = await fetch("/api/user/set-active-customer", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ newCustomerNumber: "100412" }),
    });
    return r.status;
  });
  expect(status).toBe(403);
  await visit(page, `${SE}/`, { axe: false });
  await expect(page.getByRole("button", { name: /Kund 100234/ })).toBeVisible();
});

test("staff find a customer, act for it, and close the customer session", async ({ page }) => {
  await login(page, "staff@demo.se");
  const search = page.getByRole("search");
  await search.getByLabel("Sök på").selectOption({ label: "Namn" });
  await search.getByLabel("Sökord").fill("Gårdsjö");
  await search.getByRole("button", { name: "Sök" }).click();
  await expectAccessible(page);
  await page
    .getByRole("button", { name: /100234.*Gårdsjö Lantbruk AB/ })
    .first()
    .click();
  await expect(page.getByText(/100234/).first()).toBeVisible();
  await expect(page.getByText("Ingen kundsession")).toHaveCount(0);

  // while acting, the farmer's customer is in play for API calls
  const ok = await page.evaluate(async () => (await fetch("/api/favorites/get-favorite-list-items", { method: "POST" })).status);
  expect(ok).toBe(200);

  await page.goto(`${SE}/?tab=x`);
  await page.getByRole("button", { name: /Agerar för kund 100234/ }).click();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Avsluta kundsession" }).click();
  await page.waitForURL((u) => u.search === "");
  await expect(page.getByText("Ingen kundsession")).toBeVisible();
});

test("close-customer-session is refused for a customer user", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: "api" });
  const status = await page.evaluate(async () => (await fetch("/api/internal-portal/close-customer-session", { method: "POST" })).status);
  expect(status).toBe(403);
});
