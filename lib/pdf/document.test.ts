import { describe, expect, it } from "vitest";
import { PdfWriter, winAnsiSafe } from "./document";
import { extractPdfText } from "./extract-text";

describe("winAnsiSafe", () => {
  it("keeps Swedish and Finnish letters, the euro sign and dashes", () => {
    expect(winAnsiSafe("Gårdsjö Åkerö ÄÖ äö – € ’")).toBe("Gårdsjö Åkerö ÄÖ äö – € ’");
  });
  it("maps look-alikes and replaces what the standard fonts cannot draw", () => {
    expect(winAnsiSafe("1\u00a0234 ≥ 5\nx")).toBe("1 234 >= 5 x");
    expect(winAnsiSafe("ğ → 漢")).toBe("? ? ?");
  });
});

describe("PdfWriter", () => {
  it("writes a PDF whose text can be read back, in order", async () => {
    const pdf = await PdfWriter.create({
      title: "Avtal 210101",
      language: "sv-SE",
      footer: "Lantbrukskooperativet",
      pageLabel: "Sida {page} av {pages}",
    });
    pdf
      .title("Avtal 210101", "Spot- och forwardavtal")
      .fields([["Kund", "Gårdsjö Lantbruk AB"]])
      .table(
        [
          { header: "Artikel", width: 1 },
          { header: "Kvantitet", width: 1, align: "right" },
        ],
        [["Höstvete", "120 ton"]],
      );
    const bytes = await pdf.save();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const text = extractPdfText(bytes);
    expect(text.split("\n")).toEqual(expect.arrayContaining(["Avtal 210101", "Gårdsjö Lantbruk AB", "Höstvete", "120 ton", "Sida 1 av 1"]));
    expect(text.indexOf("Avtal 210101")).toBeLessThan(text.indexOf("Höstvete"));
  });

  it("breaks long tables over pages, repeating the header, and numbers the pages", async () => {
    const pdf = await PdfWriter.create({ title: "x", language: "fi-FI", footer: "Osuuskunta", pageLabel: "Sivu {page}/{pages}" });
    pdf.table(
      [
        { header: "Rivi", width: 1 },
        { header: "Paino", width: 1 },
      ],
      Array.from({ length: 120 }, (_, i) => [String(i + 1), `${1000 + i} kg`]),
    );
    const text = extractPdfText(await pdf.save());
    const pages = Number(/Sivu 1\/(\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Sivu ${pages}/${pages}`);
    expect(text.split("\n").filter((l) => l === "Rivi")).toHaveLength(pages);
    expect(text).toContain("1119 kg");
  });

  it("wraps a long paragraph instead of running off the page", async () => {
    const pdf = await PdfWriter.create({ title: "x", language: "sv-SE", footer: "f", pageLabel: "{page}" });
    pdf.paragraph("ord ".repeat(200));
    const lines = extractPdfText(await pdf.save())
      .split("\n")
      .filter((l) => l.startsWith("ord"));
    expect(lines.length).toBeGreaterThan(5);
    expect(
      lines
        .join(" ")
        .split(" ")
        .filter((w) => w === "ord"),
    ).toHaveLength(200);
  });
});
