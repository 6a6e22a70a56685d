import { expect } from "@playwright/test";
import type { ErrorReply } from "../../support/reply";
import { expectAccessible, login, SE, visit, test } from "../support/fixtures";

test("the price graph draws the chosen crops in kr/ton; period and crops reload it; the table alternative has the numbers", async ({
  page,
}) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}/avtal/prisgraf`);
  await expect(page.getByRole("heading", { level: 1, name: "Prisgraf" })).toBeVisible();
  const crops = page.getByRole("group", { name: "Grödor" });
  await expect(crops.getByRole("checkbox", { name: "Höstvete, bröd" })).toBeChecked();
  const chart = page.getByRole("figure");
  await expect(chart.getByRole("application")).toBeVisible();
  await expect(page.getByText("i kr/ton", { exact: false }).first()).toBeVisible();
  const box = await chart.boundingBox();
  expect(Math.round(box!.height)).toBeGreaterThanOrEqual(540);
  // the chart (SVG, one tab stop with its legend) passes axe
  await expectAccessible(page);
  // the keyboard reaches the tooltip too
  await chart.getByRole("application").focus();
  await page.keyboard.press("End");
  await expect(page.locator(".price-graph__tooltip")).toContainText("kr/ton");
  await page.keyboard.press("Escape");
  await expect(page.locator(".price-graph__tooltip")).toHaveCount(0);

  // another crop and a shorter period: one call each, with the spec's parameters
  type GraphFilter = { idArray: string[]; pageId: number; selectedPeriod: number };
  const filterOf = (r: { url(): string; postDataJSON(): unknown }) =>
    r.url().endsWith("/api/pricegraph/filter") ? (r.postDataJSON() as GraphFilter) : null;
  // (the page's first load may still be on its way: wait for the call with the new crop)
  const call = page.waitForRequest((r) => filterOf(r)?.idArray.includes("10220") ?? false);
  await expect(crops.getByRole("checkbox", { name: "Foderkorn" })).not.toBeChecked();
  await crops.getByRole("checkbox", { name: "Foderkorn" }).check();
  const body = (await call).postDataJSON() as GraphFilter;
  expect(body).toMatchObject({ pageId: 1102, selectedPeriod: 12 });
  expect(body.idArray).toContain("10220");
  const periodCall = page.waitForResponse((r) => filterOf(r.request())?.selectedPeriod === 3 && r.status() === 200);
  await page.getByLabel("Period").selectOption({ label: "Senaste 3 månaderna" });
  expect(((await periodCall).request().postDataJSON() as GraphFilter).idArray).toContain("10220");

  // hovering shows a tooltip with the date and kr/ton
  const surface = chart.getByRole("application");
  // (the chart may redraw once more with the reloaded series: hover again until the tooltip shows)
  await expect(async () => {
    const s = await surface.boundingBox();
    await page.mouse.move(s!.x + s!.width * 0.5, s!.y + s!.height * 0.5);
    await page.mouse.move(s!.x + s!.width * 0.6, s!.y + s!.height * 0.5);
    await expect(page.locator(".price-graph__tooltip")).toContainText("kr/ton", { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });

  await page.getByText("Visa priserna som tabell").click();
  const table = page.getByRole("table", { name: /Spotpris i kr\/ton/ });
  await expect(table.getByRole("columnheader", { name: "Foderkorn (Standard)" })).toBeVisible();
  expect(await table.getByRole("row").count()).toBeGreaterThan(10);

  // no crop chosen: a message instead of a call
  const checked = crops.getByRole("checkbox", { checked: true });
  while ((await checked.count()) > 0) await checked.first().uncheck();
  await expect(page.getByText("Välj minst en gröda för att visa prisgrafen.")).toBeVisible();
});

test("a failing graph call shows an error instead of hanging", async ({ page }) => {
  await login(page, "farmer@demo.se", { open: false });
  await page.goto(`${SE}/avtal/prisgraf`);
  await page.route("**/api/pricegraph/filter", (r) =>
    r.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: "x" } }) }),
  );
  await page.getByLabel("Period").selectOption({ label: "Senaste 24 månaderna" });
  await expect(page.getByRole("alert").filter({ hasText: "Prisgrafen kunde inte hämtas." })).toBeVisible();
});

test("the graph call answers signed out too (public price history), and refuses an empty choice with 400", async ({ request }) => {
  const ok = await request.post(`${SE}/api/pricegraph/filter`, {
    data: { idArray: ["10110"], selectedPeriod: 1 },
    headers: { origin: SE },
  });
  expect(ok.status()).toBe(200);
  const bad = await request.post(`${SE}/api/pricegraph/filter`, { data: {}, headers: { origin: SE } });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as ErrorReply).error.fields?.idArray).toEqual(["Välj minst en gröda."]);
});
