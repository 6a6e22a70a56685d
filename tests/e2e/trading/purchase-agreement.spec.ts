import { expect } from "@playwright/test";
import { login, SE, visit, test } from "../support/fixtures";
import { caughtMail } from "../support/mail";

test("a farmer makes a spot agreement in the wizard and signs it through the link with the one-time code", async ({ page, request }) => {
  test.slow();
  await login(page, "farmer@demo.se", { open: false });
  await visit(page, `${SE}/avtal/inkopsavtal`);
  await expect(page.getByRole("heading", { level: 1, name: "Nytt inköpsavtal" })).toBeVisible();

  // the main error: the form step names what is missing, in the spec's words
  await page.getByLabel("Avtalstyp").selectOption("SportAndForwardAvtal");
  await page.getByRole("button", { name: "Nästa" }).click();
  await expect(page.getByText("Gröda måste väljas")).toBeVisible();
  await expect(page.getByText("Kvantitet ton måste anges")).toBeVisible();

  await page.getByLabel("Typ", { exact: true }).selectOption("FixedPrice");
  await page.getByLabel("Prisområde").selectOption({ index: 1 });
  await page.getByLabel("Gröda").selectOption("10110");
  const sort = page.getByLabel("Sort");
  await expect(sort.locator("option")).not.toHaveCount(1);
  await sort.selectOption({ index: 1 });
  const period = page.getByLabel("Leveransperiod");
  await expect(period.locator("option")).not.toHaveCount(1);
  await period.selectOption({ index: 1 });
  await page.getByLabel("Mottagningsplats").selectOption({ label: "Skara" });
  await page.getByLabel("Leveranssätt").selectOption("Spon");
  await page.getByLabel("Kvantitet ton", { exact: true }).fill("5");
  await page.getByRole("button", { name: "Nästa" }).click();
  await expect(page.getByText("Kvantiteten måste vara mellan 10 och 3000")).toBeVisible();
  await page.getByLabel("Kvantitet ton", { exact: true }).fill("30");
  await page.getByRole("button", { name: "Nästa" }).click();
  await expect(page.getByRole("heading", { name: "Granska" })).toBeVisible();

  const since = new Date(Date.now() - 1000);
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Spara och signera" }).click();
  const signing = await popupPromise;
  await signing.waitForURL(/\/signera\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText(/Avtal \d{8} är sparat/)).toBeVisible();
  const number = /Avtal (\d{8})/.exec((await page.getByText(/Avtal \d{8} är sparat/).textContent()) ?? "")?.[1];
  expect(number).toBeTruthy();

  await expect(signing.getByRole("heading", { name: `Signera avtal ${number}` })).toBeVisible();
  await signing.getByLabel("De fyra sista siffrorna i ditt personnummer").fill("1111");
  await signing.getByRole("button", { name: "Skicka engångskod" }).click();
  await expect(signing.getByRole("alert").filter({ hasText: "Uppgifterna stämmer inte." })).toBeVisible();
  await signing.getByLabel("De fyra sista siffrorna i ditt personnummer").fill("2384");
  await signing.getByRole("button", { name: "Skicka engångskod" }).click();
  await expect(signing.getByText(/En engångskod har skickats till/)).toBeVisible();
  const mail = await caughtMail(request, "farmer@demo.se", {
    since,
    subject: "Din engångskod",
    body: new RegExp(`avtal ${number} är \\d{6}`),
  });
  const code = /är (\d{6})\./.exec(mail.body)?.[1] ?? "";
  await signing.getByLabel("Engångskod").fill(code);
  await signing.getByRole("button", { name: "Signera avtalet" }).click();
  await expect(signing.getByRole("status").filter({ hasText: `Avtal ${number} är signerat. Tack!` })).toBeVisible();
});
