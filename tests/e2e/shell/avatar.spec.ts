import { expect } from "@playwright/test";
import { login, reload, SE, visit, test } from "../support/fixtures";
import { makePng } from "../support/png";

test("profile picture: a 9 MB PNG is saved and shown in the header; 11 MB and a renamed text file are refused; delete asks first", async ({
  page,
}) => {
  test.slow(); // uploads 9 MB and 11 MB
  await login(page, "farmer@demo.fi", { base: SE, open: false });
  await visit(page, `${SE}/account`);
  const widget = page.getByRole("group", { name: "Profilbild" });
  const headerAvatar = page.locator("img[data-header-avatar]");
  await expect(headerAvatar).toHaveAttribute("src", "/images/default-avatar.svg");

  // 9 MB PNG: preview, upload, saved
  const nine = makePng(1700, 1760);
  expect(nine.length).toBeGreaterThan(8_900_000);
  expect(nine.length).toBeLessThan(10_485_760);
  await widget.getByLabel("Välj bild").setInputFiles({ name: "gard.png", mimeType: "image/png", buffer: nine });
  await expect(widget.getByRole("img", { name: "Förhandsvisning av gard.png" })).toBeVisible();
  await widget.getByRole("button", { name: "Ladda upp" }).click();
  await expect(widget.getByRole("button", { name: "Ta bort bild" })).toBeVisible({ timeout: 30_000 });
  await expect(headerAvatar).toHaveAttribute("src", /^\/api\/files\/avatars\/users\//);
  const saved = await headerAvatar.getAttribute("src");
  const file = await page.request.get(`${SE}${saved}`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/png");
  await reload(page);
  await expect(page.locator("img[data-header-avatar]")).toHaveAttribute("src", saved!);

  // 11 MB: refused in the browser with the spec's text, saved image kept
  const eleven = makePng(1700, 2200);
  expect(eleven.length).toBeGreaterThan(10_485_760);
  await widget.getByLabel("Välj bild").setInputFiles({ name: "stor.png", mimeType: "image/png", buffer: eleven });
  const tooLarge = page.getByRole("alertdialog");
  await expect(tooLarge).toContainText("Filen är för stor, max 10MB");
  await tooLarge.getByRole("button").last().click();
  await expect(tooLarge).toBeHidden();
  await expect(widget.getByRole("button", { name: "Ladda upp" })).toHaveCount(0);

  // a text file: ignored without a message (not an image type)
  await widget.getByLabel("Välj bild").setInputFiles({ name: "anteckning.txt", mimeType: "text/plain", buffer: Buffer.from("hej") });
  await expect(widget.getByRole("button", { name: "Ladda upp" })).toHaveCount(0);

  // a text file renamed .png: the server checks the content and refuses; the old image comes back
  await widget
    .getByLabel("Välj bild")
    .setInputFiles({ name: "falsk.png", mimeType: "image/png", buffer: Buffer.from("det här är ingen bild, bara text") });
  await widget.getByRole("button", { name: "Ladda upp" }).click();
  const failed = page.getByRole("alertdialog");
  await expect(failed).toContainText("Bilden kunde inte laddas upp");
  await failed.getByRole("button").last().click();
  await expect(page.locator("img[data-header-avatar]")).toHaveAttribute("src", saved!);
  await expect(widget.locator("img")).toHaveAttribute("src", saved!);

  // delete asks for confirmation; "no" keeps it, "yes" restores the default
  await widget.getByRole("button", { name: "Ta bort bild" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Är du säker på att du vill ta bort bilden?");
  await confirm.getByRole("button", { name: "Nej, behåll den" }).click();
  await expect(page.locator("img[data-header-avatar]")).toHaveAttribute("src", saved!);
  await widget.getByRole("button", { name: "Ta bort bild" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ja, radera" }).click();
  await expect(page.locator("img[data-header-avatar]")).toHaveAttribute("src", "/images/default-avatar.svg");
  await expect(widget.getByRole("button", { name: "Ta bort bild" })).toHaveCount(0);
});
