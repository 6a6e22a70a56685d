/**
 * Maiturimix in the barn at phone size with touch (issue 17 item 5): farmer@demo.fi opens a recipe,
 * starts mixing and taps through one component with an over-shoot; the next component and the
 * expected cumulative weight follow; the targets are large. Its own recipe.
 */
import { expect } from "@playwright/test";
import { FI, login, visit, test } from "../support/fixtures";
import { fiNumber, makeRecipe } from "./helpers";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const PATH = "/agrodesk/rehunsekoitus";

test("on a phone: start mixing, tap through one component with an over-shoot, large targets", async ({ page }) => {
  const id = await makeRecipe(`Puhelin ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
  await login(page, "farmer@demo.fi", { base: FI });
  await visit(page, `${FI}${PATH}?view=recipe&id=${id}`, { axe: false });
  const accept = page.getByRole("button", { name: "Hyväksyn" });
  if (await accept.isVisible().catch(() => false)) await accept.tap();
  await page.getByRole("button", { name: "Aloita sekoitus" }).tap();
  await expect(page.getByTestId("current-component")).toHaveText("Nurmisäilörehu, 1. sato");
  await expect(page.getByTestId("expected-cumulative")).toHaveText(fiNumber(2100));

  const confirm = page.getByRole("button", { name: "Vahvista" });
  for (const target of [confirm, page.getByRole("button", { name: "Lisää: Vaa'an lukema (kg)" })]) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  }

  // the loader over-shoots silage 1 by 60 kg: the scale reads 2 160
  await page.getByRole("textbox", { name: "Vaa'an lukema (kg)" }).fill("2160");
  await confirm.tap();
  await expect(page.getByTestId("last-difference")).toHaveText("Ero: +60 kg");
  await expect(page.getByTestId("current-component")).toHaveText("Nurmisäilörehu, 2. sato");
  // expected cumulative = 2 160 loaded + 600 planned for silage 2
  await expect(page.getByTestId("expected-cumulative")).toHaveText(fiNumber(2760));
  await expect(page.getByTestId("current-planned")).toHaveText(fiNumber(600));
});
