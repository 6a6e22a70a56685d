/**
 * The external start page's open agreements (spec 2 §2, §7 getopenagreements): agreements waiting
 * for signature first, links to My agreements, and a message when the call fails.
 */
import { expect } from "@playwright/test";
import { expectAccessible, login, test } from "../support/fixtures";

test("the farmer's start page lists open agreements and links to them", async ({ page }) => {
  await login(page, "farmer@demo.se");
  const section = page.getByRole("region", { name: "Öppna avtal" });
  const first = section.getByRole("listitem").first();
  await expect(first.getByRole("link", { name: "Avtal 210107 – Spot- och forwardavtal" })).toBeVisible();
  await expect(first.getByText("Väntar på din signering")).toBeVisible();
  await expect(section.getByRole("link", { name: /Avtal 250102/ })).toHaveCount(0); // fully delivered
  await expectAccessible(page);
  await section.getByRole("link", { name: /Avtal 220101 – Utsädesavtal/ }).click();
  await expect(page).toHaveURL(/\/avtal\/mina-avtal\?tab=seed&customerNumber=100234&toggle=agreement-220101/);
  await expect(page.getByRole("button", { name: /^220101 / })).toHaveAttribute("aria-expanded", "true");
});

// The failed call's message: components/start/open-agreements.test.tsx (the server reads the
// section for the first paint, so the browser asks only when that read failed).
