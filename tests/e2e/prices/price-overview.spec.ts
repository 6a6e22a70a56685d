import { expect, type Page } from "@playwright/test";
import { expectAccessible, login, reload, SE, visit, test } from "../support/fixtures";

async function clearOverviewFavorites(page: Page, base: string, name: string) {
  await page.evaluate(
    async ({ base, name }) => {
      const get = (await (
        await fetch(`${base}/Get${name}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ priceAreaId: Number((document.querySelector(".price-overview select") as HTMLSelectElement).value) }),
        })
      ).json()) as {
        PriceAreaId: number;
        Groups: { PriceGroupId: number; Rows: { ItemNumber: string; Sort: string }[] }[];
      };
      const all = get.Groups.flatMap((g) =>
        g.Rows.map((r) => ({ PriceAreaId: get.PriceAreaId, PriceGroupId: g.PriceGroupId, ItemNumber: r.ItemNumber, Sort: r.Sort })),
      );
      await fetch(`${base}/RemoveAll${name}Favorites`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(all),
      });
    },
    { base, name },
  );
}

test("row and group favourites: the group is highlighted and expanded, its star follows; they persist", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}/priser/oversikt`);
  await clearOverviewFavorites(page, "/api/price-grain-overview", "PriceGrainOverview");
  await reload(page);
  const vete = page.getByRole("button", { name: /^Vete/ });
  await expect(vete).toHaveAttribute("aria-expanded", "false");
  await vete.click();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Favorit: Höstvete, bröd, Julius" }).click();
  await expect(page.getByRole("button", { name: "Favorit: Höstvete, bröd, Julius" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: /^Vete\W*innehåller favoriter/ })).toBeVisible();
  const groupStar = page.getByRole("button", { name: "Alla i Vete som favoriter" });
  await expect(groupStar).toHaveAttribute("aria-pressed", "false");

  await reload(page);
  await expect(page.getByRole("button", { name: /^Vete/ })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: /^Korn/ })).toHaveAttribute("aria-expanded", "false");

  await groupStar.click();
  await expect(groupStar).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Favorit: Vårvete, Quarna" })).toHaveAttribute("aria-pressed", "true");
  await groupStar.click();
  await expect(groupStar).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("button", { name: /^Vete\W*innehåller favoriter/ })).toHaveCount(0);

  // another area has its own list
  await page.getByLabel("Prisområde").selectOption({ label: "Norr" });
  await expect(page.getByRole("button", { name: /^Oljeväxter/ })).toBeVisible();
});

test("the print button opens the print view, which prints after 3 seconds", async ({ page, context }) => {
  await context.addInitScript(() => {
    window.print = () => {
      (window as unknown as { __printedAt: number }).__printedAt = Date.now();
    };
    (window as unknown as { __openedAt: number }).__openedAt = Date.now();
  });
  await login(page, "farmer@demo.se", { open: false });
  await page.goto(`${SE}/priser/oversikt`);
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Skriv ut" }).click()]);
  await expect(popup.getByRole("heading", { level: 1, name: /^Prisöversikt – Väst, \d{4}-\d{2}-\d{2}$/ })).toBeVisible();
  await expect(popup.getByRole("heading", { level: 2, name: "Vete", exact: true })).toBeVisible();
  await popup.waitForFunction(() => "__printedAt" in window, undefined, { timeout: 10_000 });
  const waited = await popup.evaluate(
    () =>
      (window as unknown as { __printedAt: number; __openedAt: number }).__printedAt -
      (window as unknown as { __openedAt: number }).__openedAt,
  );
  expect(waited).toBeGreaterThanOrEqual(3000);
  await expectAccessible(popup);
});

test("empty and failing overviews show the spec's texts", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await page.goto(`${SE}/priser/oversikt`);
  await page.route("**/api/price-grain-overview/GetPriceGrainOverview", async (r) => {
    const res = await r.fetch();
    await r.fulfill({ response: res, json: { ...((await res.json()) as Record<string, unknown>), Groups: [] } });
  });
  await page.getByLabel("Prisområde").selectOption({ label: "Öst" });
  await expect(page.getByText("Det finns inga priser för valt område och datum.")).toBeVisible();
  await page.unroute("**/api/price-grain-overview/GetPriceGrainOverview");
  await page.route("**/api/price-grain-overview/GetPriceGrainOverview", (r) =>
    r.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: "x" } }) }),
  );
  await page.getByLabel("Prisområde").selectOption({ label: "Syd" });
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Det gick inte att hämta spannmålspriser");
});

test("reseller overviews: only for resellers; the admin view shows farmer price and margin", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await page.goto(`${SE}/priser/aterforsaljare`);
  await expect(page.getByRole("heading", { name: "Sidan hittades inte" })).toBeVisible();
  const status = await page.evaluate(
    async () =>
      (
        await fetch("/api/price-grain-reseller-overview/GetPriceGrainResellerOverview", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ priceAreaId: 1 }),
        })
      ).status,
  );
  expect(status).toBe(403);

  await page.context().clearCookies();
  await login(page, "reseller@demo.se", { open: false });
  await visit(page, `${SE}/priser/aterforsaljare`);
  await expect(page.getByRole("heading", { level: 1, name: "Återförsäljarpriser" })).toBeVisible();
  await visit(page, `${SE}/priser/aterforsaljare-admin`);
  await page.getByRole("button", { name: /^Korn/ }).click();
  await expect(page.getByText(/odlarpris .* \+ marginal 55/).first()).toBeVisible();
});
