import { expect, type Page } from "@playwright/test";

export const PATH = "/logistik/tidsbokning";

/** Closes the message dialog with this title after checking its text. */
export async function answerDialog(page: Page, title: string | RegExp, text?: string | RegExp, button: string | RegExp = "OK") {
  const dialog = page.getByRole("alertdialog", { name: title }).or(page.getByRole("dialog", { name: title }));
  await expect(dialog).toBeVisible();
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** The next Monday–Friday after today (local), as yyyy-MM-dd: a day with free slots from its first hour. */
export function nextWeekday(from = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + 1);
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export async function searchReference(page: Page, typeLabel: string, value: string) {
  await page.getByLabel("Referenstyp").selectOption({ label: typeLabel });
  await page.getByRole("textbox", { name: "Referens", exact: true }).fill(value);
  await page.getByRole("main").getByRole("button", { name: "Sök", exact: true }).click();
}
