import { describe, expect, it } from "vitest";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { checkUploadSizes, detectDocumentType, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, sanitizeFileName } from "./file-check";
import { extractText } from "./extract-text";

const enc = new TextEncoder();

describe("document type by content", () => {
  it("reads PDF, PNG, JPEG and text by their bytes, not their names", () => {
    expect(detectDocumentType(enc.encode("%PDF-1.4\n..."), "x.txt")).toBe(DOCUMENT_TYPES.pdf);
    expect(detectDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), "a.pdf")).toBe(DOCUMENT_TYPES.png);
    expect(detectDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), "a")).toBe(DOCUMENT_TYPES.jpeg);
    expect(detectDocumentType(enc.encode("Viljan hinnat\nOhra 190"), "hinnat.exe")).toBe(DOCUMENT_TYPES.text);
  });

  it("refuses binaries, an empty file and a zip that is not an Office file", () => {
    expect(detectDocumentType(new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0]), "a.pdf")).toBeNull();
    expect(detectDocumentType(new Uint8Array(), "a.txt")).toBeNull();
    expect(detectDocumentType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), "a.docx")).toBeNull();
  });
});

describe("file names", () => {
  it("drops folders, reserved and control characters, and takes the type's extension", () => {
    expect(sanitizeFileName("../../etc/passwd", DOCUMENT_TYPES.text)).toBe("passwd.txt");
    expect(sanitizeFileName("C:\\Users\\x\\Hinnasto <2026>.pdf", DOCUMENT_TYPES.pdf)).toBe("Hinnasto 2026.pdf");
    expect(sanitizeFileName("kuva.pdf", DOCUMENT_TYPES.png)).toBe("kuva.png");
    expect(sanitizeFileName("...", DOCUMENT_TYPES.pdf)).toBe("tiedosto.pdf");
    expect(sanitizeFileName(`${"a".repeat(300)}.pdf`, DOCUMENT_TYPES.pdf).length).toBe(120);
    expect(sanitizeFileName("Ääni\u0000.JPG", DOCUMENT_TYPES.jpeg)).toBe("Ääni.jpg");
  });
});

describe("upload limits", () => {
  it("needs a file, at most 10, 20 MB each and 50 MB together", () => {
    expect(checkUploadSizes([])).toEqual({ code: "none" });
    expect(checkUploadSizes(Array.from({ length: 11 }, (_, i) => ({ name: `${i}`, size: 1 })))).toEqual({ code: "tooMany" });
    expect(checkUploadSizes([{ name: "a", size: MAX_DOCUMENT_BYTES + 1 }])).toEqual({ code: "fileTooLarge", name: "a" });
    expect(checkUploadSizes([1, 2, 3].map((i) => ({ name: `${i}`, size: MAX_DOCUMENT_BYTES })))).toEqual({ code: "uploadTooLarge" });
    expect(checkUploadSizes([{ name: "a", size: 10 }])).toBeNull();
  });
});

describe("text for the search", () => {
  it("takes the text of a PDF (compressed, standard font) and of a text file", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText("Viljanvastaanotto Seinäjoella", { font, size: 12, x: 50, y: 700 });
    const bytes = await doc.save();
    expect(extractText(bytes, "pdf")).toContain("Viljanvastaanotto Seinäjoella");
    expect(extractText(enc.encode("Ohran hinta"), "plain")).toBe("Ohran hinta");
  });
});
