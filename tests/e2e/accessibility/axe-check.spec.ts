/**
 * The accessibility check itself (support/axe.ts): a page with a planted serious finding fails it,
 * and a later check of the same document (axe already in the page) still sees a new finding.
 */
import { expect } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { SE, waitForHydration, test } from "../support/fixtures";

test("the axe check finds a planted violation, also on a second run in the same page", async ({ page }) => {
  await page.goto(`${SE}/login`);
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => document.querySelector("main")?.insertAdjacentHTML("beforeend", '<button id="planted"></button>'));
  const found = await axeViolations(page);
  expect(found.join("\n")).toMatch(/^button-name: .*#planted/m);
});
