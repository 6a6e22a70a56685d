/**
 * The seal holds (decision 032): a PAdES signature over the agreement plus its audit page that
 * pdfsig (poppler-utils) reports as valid, and that one changed byte breaks.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { generateSelfSigned } from "./certificate";
import { sealPdf } from "./seal-pdf";

async function onePage(text: string) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 50, y: 700, font, size: 14 });
  return doc.save();
}

const pdfsig = (file: string) => {
  try {
    return execFileSync("pdfsig", [file], { encoding: "utf8" });
  } catch (e) {
    return String((e as { stdout?: string }).stdout ?? e);
  }
};

let sealed: Uint8Array;
const dir = mkdtempSync(join(tmpdir(), "seal-"));

beforeAll(async () => {
  const cert = await generateSelfSigned("Test sigill");
  sealed = await sealPdf(await onePage("Avtal 70000001"), await onePage("Signeringsintyg"), cert, {
    reason: "Signerat avtal",
    signingTime: new Date("2026-11-26T10:00:00Z"),
  });
}, 30_000);

describe("sealPdf", () => {
  it("writes a PAdES signature over both pages that pdfsig verifies", async () => {
    const file = join(dir, "sealed.pdf");
    writeFileSync(file, sealed);
    const out = pdfsig(file);
    expect(out).toMatch(/ETSI\.CAdES\.detached/);
    expect(out).toMatch(/Signature Validation: Signature is Valid/);
    expect(out).toMatch(/Signed Ranges: \[0 - \d+\], \[\d+ - \d+\]/);
    expect((await PDFDocument.load(sealed)).getPageCount()).toBe(2);
  });

  it("a changed byte in the signed content breaks it", () => {
    const copy = Buffer.from(sealed);
    // change one byte inside the first signed range (the page text stream)
    const at = copy.indexOf("Avtal") >= 0 ? copy.indexOf("Avtal") : 200;
    copy[at + 1] = copy[at + 1]! ^ 0x01;
    copy[200] = copy[200]! === 0x20 ? 0x21 : 0x20;
    const file = join(dir, "tampered.pdf");
    writeFileSync(file, copy);
    expect(pdfsig(file)).not.toMatch(/Signature Validation: Signature is Valid/);
  });
});
