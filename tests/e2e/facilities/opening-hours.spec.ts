/**
 * Opening-hours editor (spec 3 §2, §5, §8; issue 13 §1, §2) as staff@demo.se on a facility of the
 * test's own: a day with only a from-hour is listed in the error modal, a bad preview number too;
 * then a preview SMS, and save-and-notify reaches the subscriber: an SMS row in the outbox.
 */
import { expect } from "@playwright/test";
import { login, SE, visit, test } from "../support/fixtures";
import { withPortalDb } from "../support/portal-db";
import { makeFacility, uniq } from "./data";

test("opening hours: rules in the modal, preview SMS, save-and-notify queues the subscriber's SMS", async ({ page }) => {
  const name = `E2E Öppettider ${uniq()}`;
  const id = await makeFacility(name, { owner: "Lantmännen Lantbruk", type: "Lantbruksbutik" });
  await withPortalDb((c) =>
    c.query(`insert into facility_subscriptions (user_id, facility_id) select id, $1 from users where username = 'farmer@demo.se'`, [id]),
  );
  await login(page, "staff@demo.se", { open: false });
  await visit(page, `${SE}/anlaggningar/oppettider`);
  await page.getByLabel("Anläggningstyp").selectOption({ label: "Butik / Lantbruksbutik" });
  await page.getByLabel("Anläggning", { exact: true }).selectOption({ label: name });
  const form = page.getByRole("form", { name });
  await expect(form.getByText("Ordinarie öppettider")).toBeVisible();

  // main error: Monday with a from-hour only, an hour 0 that must count as 2400 is fine
  await form.getByLabel("Måndag Från tim").first().fill("07:00");
  await form.getByLabel("Söndag Från tim").first().fill("18:00");
  await form.getByLabel("Söndag Till tim").first().fill("00:00");
  await form.getByRole("button", { name: "Spara", exact: true }).click();
  const modal = page.getByRole("dialog", { name: "Kontrollera uppgifterna" });
  await expect(modal.getByText("Till tim måste ange.")).toBeVisible();
  await expect(modal.getByText("Till tim måste vara större än Från tim.")).toHaveCount(0);
  await modal.getByRole("button", { name: "OK" }).click();

  await form.getByLabel("Måndag Till tim").first().fill("16:00");
  await form.getByLabel("Mobilnummer för test avisering").fill("0812345678");
  await form.getByRole("button", { name: "Skicka test-SMS" }).click();
  await expect(modal.getByText("Ange ett giltigt mobilnummer for test avisering.")).toBeVisible();
  await modal.getByRole("button", { name: "OK" }).click();
  await form.getByLabel("Mobilnummer för test avisering").fill("0701234567");
  await form.getByRole("button", { name: "Skicka test-SMS" }).click();
  await expect(page.getByText("Sms skickat")).toBeVisible();

  await form.getByRole("button", { name: "Spara och avisera bevakare" }).click();
  await expect(page.getByText("Anläggning uppdaterad. Bevakarna har aviserats.")).toBeVisible();
  const rows = await withPortalDb(
    async (c) =>
      (
        await c.query<{ channel: string; recipient: string; body: string }>(
          `select channel, recipient, body from outbox where dedupe_key like $1`,
          [`facility-hours:${id}:%`],
        )
      ).rows,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ channel: "sms", recipient: "+46701234567" });
  expect(rows[0]?.body ?? "").toContain("07:00-16:00");
});
