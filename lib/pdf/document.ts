/**
 * A small document writer over pdf-lib for the portal's generated PDFs (agreements, delivery
 * notes): A4 pages with a heading, paragraphs, label/value blocks and tables that wrap and break
 * across pages, and a footer with page numbers. Uses the standard Helvetica fonts (WinAnsi
 * encoding: å ä ö and the other Swedish and Finnish letters are covered; characters outside it are
 * replaced, never thrown on). Pure JavaScript: no files, fonts or binaries are read.
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from "pdf-lib";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const FOOTER_HEIGHT = 30;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.75, 0.75, 0.75);
const HEADER_FILL = rgb(0.92, 0.94, 0.9);

/** Windows-1252 characters above 0x7F that are not Latin-1 (WinAnsi's extras). */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const REPLACEMENTS: Record<string, string> = {
  "\u2212": "-",
  "\u2011": "-",
  "\u00A0": " ",
  "\u202F": " ",
  "\u2009": " ",
  "≥": ">=",
  "≤": "<=",
};

/** Text the standard fonts can draw: WinAnsi characters kept, a few look-alikes mapped, the rest "?". */
export function winAnsiSafe(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const mapped = REPLACEMENTS[ch] ?? ch;
    for (const c of mapped) {
      const code = c.codePointAt(0)!;
      if (c === "\n" || c === "\t") out += " ";
      else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c)) out += c;
      else out += "?";
    }
  }
  return out;
}

export interface TableColumn {
  header: string;
  /** share of the content width (the shares are normalised) */
  width: number;
  align?: "left" | "right";
}

export interface PdfMeta {
  title: string;
  subject?: string;
  author?: string;
  /** BCP 47 language of the text (sv-SE, fi-FI) */
  language: string;
  /** footer text left of the page number, e.g. the cooperative's name */
  footer: string;
  /** "Sida {page} av {pages}" with {page} and {pages} replaced */
  pageLabel: string;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly pages: PDFPage[] = [];

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly meta: PdfMeta,
  ) {
    this.newPage();
  }

  static async create(meta: PdfMeta): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(winAnsiSafe(meta.title), { showInWindowTitleBar: true });
    if (meta.subject) doc.setSubject(winAnsiSafe(meta.subject));
    doc.setAuthor(winAnsiSafe(meta.author ?? meta.footer));
    doc.setCreator("LM² Kundportal");
    doc.setProducer("LM² Kundportal (pdf-lib)");
    doc.setLanguage(meta.language);
    const now = new Date();
    doc.setCreationDate(now);
    doc.setModificationDate(now);
    const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new PdfWriter(doc, regular, bold, meta);
  }

  private get width(): number {
    return A4[0] - 2 * MARGIN;
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }

  /** Starts a new page when less than `height` is left above the footer. */
  private ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER_HEIGHT) this.newPage();
  }

  /** Splits text into lines that fit `maxWidth` (long words are cut). */
  private wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
    const words = winAnsiSafe(text).split(/ +/);
    const lines: string[] = [];
    let line = "";
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= maxWidth;
    for (let word of words) {
      while (!fits(word)) {
        let cut = word.length - 1;
        while (cut > 1 && !fits(word.slice(0, cut))) cut--;
        if (line) {
          lines.push(line);
          line = "";
        }
        lines.push(word.slice(0, cut));
        word = word.slice(cut);
      }
      const next = line ? `${line} ${word}` : word;
      if (fits(next)) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
    return lines;
  }

  private text(s: string, x: number, y: number, opts: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {}): void {
    this.page.drawText(winAnsiSafe(s), { x, y, font: opts.font ?? this.regular, size: opts.size ?? 10, color: opts.color ?? INK });
  }

  /** The document title and an optional line under it. */
  title(text: string, subtitle?: string): this {
    this.ensure(50);
    this.text(text, MARGIN, this.y - 18, { font: this.bold, size: 18 });
    this.y -= 26;
    if (subtitle) {
      this.text(subtitle, MARGIN, this.y - 12, { size: 11, color: MUTED });
      this.y -= 18;
    }
    this.y -= 8;
    return this;
  }

  heading(text: string): this {
    this.ensure(40);
    this.y -= 8;
    this.text(text, MARGIN, this.y - 12, { font: this.bold, size: 12 });
    this.y -= 16;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + this.width, y: this.y }, thickness: 0.5, color: RULE });
    this.y -= 8;
    return this;
  }

  paragraph(text: string, opts: { size?: number; muted?: boolean } = {}): this {
    const size = opts.size ?? 10;
    for (const line of this.wrap(text, this.regular, size, this.width)) {
      this.ensure(size + 4);
      this.text(line, MARGIN, this.y - size, { size, color: opts.muted ? MUTED : INK });
      this.y -= size + 4;
    }
    this.y -= 4;
    return this;
  }

  /** Label/value pairs in `columns` columns (labels muted, values below them). */
  fields(pairs: [label: string, value: string][], columns = 2): this {
    const colWidth = this.width / columns;
    for (let i = 0; i < pairs.length; i += columns) {
      const row = pairs.slice(i, i + columns).map(([label, v]) => ({ label, lines: this.wrap(v || "–", this.regular, 10, colWidth - 10) }));
      const height = 12 + Math.max(...row.map((cell) => cell.lines.length)) * 13 + 6;
      this.ensure(height);
      row.forEach(({ label, lines }, c) => {
        const x = MARGIN + c * colWidth;
        this.text(label, x, this.y - 8, { size: 8, color: MUTED });
        lines.forEach((line, k) => this.text(line, x, this.y - 21 - k * 13, { size: 10 }));
      });
      this.y -= height;
    }
    return this;
  }

  /** Two blocks side by side, e.g. the parties of an agreement. */
  parties(blocks: { label: string; lines: string[] }[]): this {
    const colWidth = this.width / blocks.length;
    const wrapped = blocks.map((b) => ({
      label: b.label,
      lines: b.lines.filter(Boolean).flatMap((l) => this.wrap(l, this.regular, 10, colWidth - 12)),
    }));
    const height = 14 + Math.max(...wrapped.map((w) => w.lines.length)) * 13 + 8;
    this.ensure(height);
    wrapped.forEach((b, c) => {
      const x = MARGIN + c * colWidth;
      this.text(b.label, x, this.y - 9, { font: this.bold, size: 9, color: MUTED });
      b.lines.forEach((line, k) => this.text(line, x, this.y - 23 - k * 13, { size: 10, font: k === 0 ? this.bold : this.regular }));
    });
    this.y -= height;
    return this;
  }

  /** A table with a header row (repeated on each new page) and wrapping cells. */
  table(columns: TableColumn[], rows: string[][], opts: { totals?: string[] } = {}): this {
    const share = columns.reduce((s, c) => s + c.width, 0);
    const size = 9;
    const drawRow = (cells: string[], kind: "header" | "body" | "total") => {
      const font = kind === "body" ? this.regular : this.bold;
      // One cell per column; a missing cell is empty.
      const wrapped = columns.map((c, i) => {
        const width = (c.width / share) * this.width;
        return { align: c.align, width, lines: this.wrap(cells[i] ?? "", font, size, width - 6) };
      });
      const height = Math.max(...wrapped.map((w) => w.lines.length)) * (size + 3) + 6;
      if (kind !== "header" && this.y - height < MARGIN + FOOTER_HEIGHT) {
        this.newPage();
        drawRow(
          columns.map((c) => c.header),
          "header",
        );
      }
      if (kind === "header") {
        this.ensure(height + size + 9);
        this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: this.width, height, color: HEADER_FILL });
      }
      let x = MARGIN;
      wrapped.forEach(({ align, width, lines }) => {
        lines.forEach((line, k) => {
          const w = font.widthOfTextAtSize(line, size);
          const tx = align === "right" ? x + width - 3 - w : x + 3;
          this.text(line, tx, this.y - 3 - size - k * (size + 3), { font, size });
        });
        x += width;
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + this.width, y: this.y },
        thickness: kind === "body" ? 0.3 : 0.6,
        color: RULE,
      });
    };
    drawRow(
      columns.map((c) => c.header),
      "header",
    );
    for (const r of rows) drawRow(r, "body");
    if (opts.totals) drawRow(opts.totals, "total");
    this.y -= 10;
    return this;
  }

  /** Lines to sign on, side by side. */
  signatures(blocks: { label: string; value?: string }[]): this {
    this.ensure(70);
    this.y -= 20;
    const colWidth = this.width / blocks.length;
    blocks.forEach((b, c) => {
      const x = MARGIN + c * colWidth;
      if (b.value) this.text(b.value, x, this.y - 10, { size: 10 });
      this.page.drawLine({ start: { x, y: this.y - 16 }, end: { x: x + colWidth - 24, y: this.y - 16 }, thickness: 0.6, color: INK });
      this.text(b.label, x, this.y - 28, { size: 8, color: MUTED });
    });
    this.y -= 40;
    return this;
  }

  space(height = 10): this {
    this.y -= height;
    return this;
  }

  /** Continues on a new page (e.g. one page per order line of a multi-print). */
  pageBreak(): this {
    this.newPage();
    return this;
  }

  /** The finished PDF, with the footer and "page x of n" on every page. */
  async save(): Promise<Uint8Array<ArrayBuffer>> {
    const n = this.pages.length;
    this.pages.forEach((p, i) => {
      p.drawLine({ start: { x: MARGIN, y: MARGIN + 14 }, end: { x: A4[0] - MARGIN, y: MARGIN + 14 }, thickness: 0.5, color: RULE });
      p.drawText(winAnsiSafe(this.meta.footer), { x: MARGIN, y: MARGIN, size: 8, font: this.regular, color: MUTED });
      const label = winAnsiSafe(this.meta.pageLabel.replace("{page}", String(i + 1)).replace("{pages}", String(n)));
      p.drawText(label, {
        x: A4[0] - MARGIN - this.regular.widthOfTextAtSize(label, 8),
        y: MARGIN,
        size: 8,
        font: this.regular,
        color: MUTED,
      });
    });
    const bytes = await this.doc.save();
    const out = new Uint8Array(new ArrayBuffer(bytes.byteLength));
    out.set(bytes);
    return out;
  }
}

/** A PDF reply shown in the browser (inline), named for a save. */
export function pdfResponse(bytes: Uint8Array<ArrayBuffer>, filename: string): Response {
  const safe = filename.replace(/[^A-Za-z0-9._-]/g, "_");
  return new Response(bytes, {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${safe}"`,
      "content-length": String(bytes.byteLength),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
