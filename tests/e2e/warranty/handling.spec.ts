/**
 * Claim handling and the store tools (issue 16 items 4 and 5): admin@demo.fi filters the claims by
 * status, opens a claim's comments page, moves it on with a comment (the submitter is e-mailed),
 * and moves a submitter between stores; farmer@demo.fi reads a claim about their machine without
 * a comment form; the serial-number table searches on the client.
 */
import { expect } from "@playwright/test";
import { FI, login, test } from "../support/fixtures";
import { withPortalDb } from "../support/portal-db";
import { dismissCookies, makeClaim, makeReleaseForm, outboxFor, unique } from "./helpers";

test("an admin moves a claim on with a comment and the submitter is told", async ({ page }) => {
  const serial = unique("HD");
  const submitter = `${serial.toLowerCase()}@example.fi`;
  const id = await makeClaim({ serial, submitter });
  await login(page, "admin@demo.fi", { base: FI, open: false });
  await page.goto(`${FI}/agrodesk/takuut/takuuhakemukset`);
  await dismissCookies(page);
  await page.getByLabel("Hylätty").check();
  await page.getByLabel("Hakusana").fill(serial);
  await page.getByRole("button", { name: "Hae", exact: true }).click();
  await expect(page.getByText("Ei ilmoituksia.")).toBeVisible();
  await page.getByLabel("Hylätty").uncheck();
  await page.getByLabel("Vastaanotettu").check();
  await page.locator(`tr[data-id="${id}"] a`).click();
  await expect(page).toHaveURL(new RegExp(`/agrodesk/takuut/takuuhakemukset/comments\\?id=${id}$`));
  await expect(page.getByTestId("claim-status")).toHaveText("Vastaanotettu");
  await page.getByLabel("Uusi kommentti").fill("Lähetä kuvat vaurioista.");
  await page.getByRole("button", { name: "Siirrä tilaan Käsittelyssä" }).click();
  await expect(page.getByTestId("claim-status")).toHaveText("Käsittelyssä");
  await expect(page.getByText("Lähetä kuvat vaurioista.")).toBeVisible();
  // approved is final: only reopening is offered
  await page.getByRole("button", { name: "Siirrä tilaan Hyväksytty" }).click();
  await expect(page.getByTestId("claim-status")).toHaveText("Hyväksytty");
  await expect(page.getByRole("button", { name: /^Siirrä tilaan/ })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Siirrä tilaan Käsittelyssä" })).toBeVisible();
  await expect.poll(async () => (await outboxFor(submitter, "warranty-status")).length).toBe(2);
  expect((await outboxFor(submitter, "warranty-status"))[0]!.body).toContain("Lähetä kuvat vaurioista.");
});

test("a farmer reads a claim about their machine but cannot comment; a store cannot move submitters", async ({ page }) => {
  const serial = unique("FM");
  const id = await makeClaim({ serial });
  await withPortalDb((c) =>
    c.query(
      "update warranty_claims set owner_customer_id = (select id from customers where customer_number = '700101') where submission_id = $1",
      [id],
    ),
  );
  await login(page, "farmer@demo.fi", { base: FI, open: false });
  await page.goto(`${FI}/agrodesk/takuut/takuuhakemukset/comments?id=${id}`);
  await dismissCookies(page);
  await expect(page.getByTestId("claim-status")).toHaveText("Vastaanotettu");
  await expect(page.getByText("Voit vain lukea hakemusta.")).toBeVisible();
  await expect(page.getByLabel("Uusi kommentti")).toHaveCount(0);
  const move = await page.goto(`${FI}/agrodesk/takuut/siirto`);
  expect(move?.status()).toBe(404);
});

test("the admin's move tool moves a submitter's forms; the serial table searches", async ({ page }) => {
  const submitter = `${unique("mv").toLowerCase()}@example.fi`;
  const a = unique("MVA");
  await makeReleaseForm({ serial: a, submitter });
  await makeReleaseForm({ serial: unique("MVB"), submitter });
  await login(page, "admin@demo.fi", { base: FI, open: false });
  await page.goto(`${FI}/agrodesk/takuut/siirto`);
  await dismissCookies(page);
  await page.getByRole("button", { name: "Siirrä" }).click();
  await expect(page.locator("#f-EmailId-error")).toHaveText("Tämä kenttä on pakollinen.");
  await page.getByLabel("Ilmoittajan sähköposti").fill(submitter);
  await page.getByLabel("Myymälästä").selectOption("800010");
  await page.getByLabel("Myymälään").selectOption("800020");
  await page.getByRole("button", { name: "Siirrä" }).click();
  await expect(page.getByText("Siirretty 2 tietuetta.")).toBeVisible();

  await page.goto(`${FI}/agrodesk/takuut/sarjanumerot`);
  await page.getByLabel("Hae sarjanumerolla, koneella tai asiakkaalla").fill(a.toLowerCase());
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody tr")).toContainText(a);
});
