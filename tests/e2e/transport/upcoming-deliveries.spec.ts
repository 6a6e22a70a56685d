/**
 * Kommande leveranser (spec 1 §2, §3, §7, §9 "Carousel 3 slides per view") for farmer@demo.se
 * (100234): the logistics demo orders 4500123401–03 and 7100045501 (in about a week) and the
 * transport seed's 7100045502 (2 lines) and 8800012002 — 7 slides (more if other tests add orders),
 * 3 per page on a wide screen.
 */
import { expect, type Locator } from "@playwright/test";
import { expectAccessible, login, SE, visit, test } from "../support/fixtures";

const PATH = "/logistik/kommande-leveranser";

/** Pages forward until the slide's button is on view, then opens it (other areas add deliveries). */
async function openSlide(carousel: Locator, name: RegExp) {
  for (let i = 0; i < 30; i++) {
    const button = carousel.getByRole("button", { name });
    if (await button.isVisible()) return button.click();
    await carousel.getByRole("button", { name: "Nästa leveranser" }).click();
  }
  throw new Error(`no slide ${name}`);
}

test("the farmer pages through the carousel and opens a delivery", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  await expect(page.getByRole("heading", { level: 1, name: "Kommande leveranser" })).toBeVisible();
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const slides = carousel.locator('[aria-roledescription="slide"]:visible');
  await expect(slides).toHaveCount(3);
  // (other tests may add deliveries for 100234: count-independent checks)
  const status = carousel.getByText(/^Visar \d+(–\d+)? av \d+$/);
  await expect(status).toHaveText(/^Visar 1–3 av ([4-9]|[1-9]\d+)$/);

  await carousel.getByRole("button", { name: "Nästa leveranser" }).click();
  await expect(status).toHaveText(/^Visar 4–6 av /);
  // the arrow keys page too (focus is on the next button); paging wraps around
  await page.keyboard.press("ArrowLeft");
  await expect(status).toHaveText(/^Visar 1–3 av /);
  await page.keyboard.press("ArrowLeft");
  await expect(status).not.toHaveText(/^Visar 1–3 av /);
  await page.keyboard.press("Home");
  await expect(status).toHaveText(/^Visar 1–3 av /);
  await carousel.getByRole("button", { name: "Föregående leveranser" }).click();
  await expect(status).not.toHaveText(/^Visar 1–3 av /);
  await carousel.getByRole("button", { name: "Nästa leveranser" }).click();
  await expect(status).toHaveText(/^Visar 1–3 av /);

  await openSlide(carousel, /Order 4500123402 rad 10/);
  const dialog = page.getByRole("dialog", { name: "Leverans – order 4500123402 rad 10" });
  await expect(dialog.getByText("Gårdsjö Lantbruk AB", { exact: false })).toBeVisible();
  await expect(dialog.getByText("Silo 7", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Maltkorn", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Ingen tid är bokad.")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Boka tid" })).toHaveAttribute("href", "/logistik/tidsbokning?ion=4500123402&line=10");
  await expectAccessible(page);
  await page.keyboard.press("Escape");

  // a booked purchase order shows its booking instead of the link
  await openSlide(carousel, /Order 4500123401 rad 10/);
  const booked = page.getByRole("dialog", { name: "Leverans – order 4500123401 rad 10" });
  await expect(booked.getByText(/Skara – lossning, Reg\.nr [A-Z0-9]+/)).toBeVisible();
  await expect(booked.getByRole("link", { name: "Boka tid" })).toHaveCount(0);
});

test("one slide per view on a narrow screen, and the section on the start page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel.locator('[aria-roledescription="slide"]:visible')).toHaveCount(1);
  await expect(carousel.getByText(/^Visar 1 av \d+$/)).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, `${SE}/`);
  const section = page.getByRole("region", { name: "Kommande leveranser" });
  await expect(section.getByRole("heading", { level: 2, name: "Kommande leveranser" })).toBeVisible();
  await expect(section.locator('[aria-roledescription="slide"]:visible')).toHaveCount(3);
});

test("a customer without deliveries gets the empty state", async ({ page }) => {
  await login(page, "transporter@demo.se", { open: false });
  await visit(page, `${SE}${PATH}`);
  await expect(page.getByText("Du har inga kommande leveranser.")).toBeVisible();
  await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(0);
});
