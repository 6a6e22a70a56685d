import { expect } from "@playwright/test";
import { expectAccessible, login, SE, visit, test } from "../support/fixtures";

test("a farmer makes a drying agreement: step 1's messages, the terms gate the save, the signing link opens in a new tab", async ({
  page,
}) => {
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}/avtal/torkavtal`);
  await expect(page.getByRole("heading", { level: 1, name: "Torkavtal" })).toBeVisible();

  // the main error: step 1 names what is missing, in the spec's words
  await page.getByRole("button", { name: "Nästa" }).click();
  await expect(page.getByText("Gröda måste väljas")).toBeVisible();
  await expect(page.getByText("Mottagningsplats måste väljas")).toBeVisible();
  await expect(page.getByText("Kvantitet ton måste anges")).toBeVisible();

  await page.getByLabel("Gröda").selectOption("10110");
  await page.getByLabel("Torkningsplats").selectOption({ label: "Skara" });
  await page.getByLabel("Kvantitet ton", { exact: true }).fill("6000");
  await page.getByRole("button", { name: "Nästa" }).click();
  await expect(page.getByText("Kvantiteten måste vara mellan 1 och 5000")).toBeVisible();
  await page.getByLabel("Kvantitet ton", { exact: true }).fill("120");
  await page.getByRole("button", { name: "Nästa" }).click();

  // step 2b: the save acts only with the terms ticked
  await expect(page.getByRole("heading", { name: "Steg 2b: Granska" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Skara" })).toBeVisible();
  const save = page.getByRole("button", { name: "Spara och signera" });
  await expect(save).toBeDisabled();
  await page.getByLabel("Jag godkänner villkoren för torkavtal").check();
  await expect(save).toBeEnabled();
  await expectAccessible(page);

  const popupPromise = page.waitForEvent("popup");
  await save.click();
  const signing = await popupPromise;
  await signing.waitForURL(/\/signera\/[A-Za-z0-9_-]{43}$/);
  const done = page.getByText(/Torkavtal \d{8} är sparat/);
  await expect(done).toBeVisible();
  const number = /Torkavtal (\d{8})/.exec((await done.textContent()) ?? "")?.[1];
  await expect(signing.getByRole("heading", { name: `Signera avtal ${number}` })).toBeVisible();
});
