/**
 * A small streaming .xlsx writer on fflate (decision 038), for every area's Excel export.
 *
 *   const body = xlsxStream({ sheetName: "Mina order", columns, rows: asyncIterableOfRows });
 *   return new Response(body, { headers: xlsxHeaders("mina-order.xlsx") });
 *
 * - One worksheet, written row by row into a deflated zip entry while the reader pulls: the rows
 *   come from an async iterable (e.g. a database cursor), so 10 000 or 100 000 rows never sit in
 *   memory together.
 * - Text is always an inline string (`t="inlineStr"`): no cell is ever a formula, whatever it
 *   starts with ("=", "+", "-", "@"), and there is no shared-strings table to hold in memory.
 * - Numbers are numbers (with the column's number format), dates are dates (serial days with a
 *   date format; a date-time is shown in the given time zone), empty cells are left out.
 * - Characters XML 1.0 cannot carry are dropped; text is cut at Excel's 32 767 characters.
 */
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

export type XlsxValue = string | number | Date | null | undefined;

export interface XlsxColumn {
  header: string;
  /** text (default), number, date (yyyy-mm-dd strings or Dates) or datetime */
  kind?: "text" | "number" | "date" | "datetime";
  /** number format of a number column, e.g. "#,##0.00" (default "General") */
  numFmt?: string;
  /** column width in characters */
  width?: number;
}

export interface XlsxOptions {
  sheetName: string;
  columns: XlsxColumn[];
  rows: AsyncIterable<XlsxValue[]> | Iterable<XlsxValue[]>;
  /** time zone of date-time cells (default Europe/Stockholm) */
  timeZone?: string;
  /** rows per pull of the stream (default 500) */
  batch?: number;
}

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function xlsxHeaders(fileName: string): Record<string, string> {
  return {
    "content-type": XLSX_CONTENT_TYPE,
    "content-disposition": `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  };
}

const enc = new TextEncoder();
// eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const MAX_TEXT = 32_767;

export function escapeXml(s: string): string {
  return s.replace(INVALID_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A (0-based) column index as its letters: 0 → A, 26 → AA. */
export function columnName(index: number): string {
  let n = index + 1;
  let s = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

const EPOCH_OFFSET = 25569; // days from 1899-12-30 to 1970-01-01

/** Excel's serial day number of a calendar date "yyyy-mm-dd". */
export function serialOfDate(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) throw new Error(`not a date: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000 + EPOCH_OFFSET;
}

/** Excel's serial of an instant as the wall-clock time in `timeZone`. */
export function serialOfInstant(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall / 86_400_000 + EPOCH_OFFSET;
}

/** Style ids in styles.xml: 0 text, 1 header, 2 date, 3 date-time, 4+ the number formats in order. */
function stylesXml(numFmts: string[]): string {
  const custom = [`<numFmt numFmtId="164" formatCode="yyyy-mm-dd"/>`, `<numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm"/>`];
  numFmts.forEach((f, i) => custom.push(`<numFmt numFmtId="${166 + i}" formatCode="${escapeXml(f)}"/>`));
  const xfs = [
    `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>`,
    `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>`,
    `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    `<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    ...numFmts.map((_, i) => `<xf numFmtId="${166 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`),
  ];
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
    `<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
    `<numFmts count="${custom.length}">${custom.join("")}</numFmts>` +
    `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
    `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
    `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
    `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
    `<cellXfs count="${xfs.length}">${xfs.join("")}</cellXfs>` +
    `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
    `</styleSheet>`
  );
}

const CONTENT_TYPES =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
  `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
  `</Types>`;

const ROOT_RELS =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>` +
  `</Relationships>`;

const WORKBOOK_RELS =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
  `</Relationships>`;

/** A sheet name Excel accepts: no []:*?/\ and at most 31 characters. */
export function safeSheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, " ")
      .trim()
      .slice(0, 31) || "Sheet1"
  );
}

function workbookXml(sheetName: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
    `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
    `<sheets><sheet name="${escapeXml(safeSheetName(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`
  );
}

function textCell(ref: string, s: string, style = 0): string {
  const v = escapeXml(s.length > MAX_TEXT ? s.slice(0, MAX_TEXT) : s);
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ""}><is><t xml:space="preserve">${v}</t></is></c>`;
}

/** One row's XML (row number 1-based). */
export function rowXml(rowNumber: number, values: XlsxValue[], columns: XlsxColumn[], styleOf: number[], timeZone: string): string {
  let cells = "";
  columns.forEach((col, i) => {
    const v = values[i];
    if (v === null || v === undefined || v === "") return;
    const ref = `${columnName(i)}${rowNumber}`;
    const kind = col.kind ?? "text";
    if (kind === "number" && typeof v === "number" && Number.isFinite(v)) {
      cells += `<c r="${ref}"${styleOf[i] ? ` s="${styleOf[i]}"` : ""}><v>${v}</v></c>`;
    } else if (kind === "date" && (typeof v === "string" || v instanceof Date)) {
      const serial = typeof v === "string" ? serialOfDate(v) : Math.floor(serialOfInstant(v, timeZone));
      cells += `<c r="${ref}" s="2"><v>${serial}</v></c>`;
    } else if (kind === "datetime" && v instanceof Date) {
      cells += `<c r="${ref}" s="3"><v>${serialOfInstant(v, timeZone)}</v></c>`;
    } else {
      cells += textCell(ref, v instanceof Date ? v.toISOString() : String(v));
    }
  });
  return `<row r="${rowNumber}">${cells}</row>`;
}

/** The workbook as a stream of .xlsx bytes, filled as the reader pulls. */
export function xlsxStream(opts: XlsxOptions): ReadableStream<Uint8Array> {
  const { columns } = opts;
  const timeZone = opts.timeZone ?? "Europe/Stockholm";
  const batch = opts.batch ?? 500;
  const numFmts = [...new Set(columns.filter((c) => c.kind === "number" && c.numFmt).map((c) => c.numFmt!))];
  const styleOf = columns.map((c) => (c.kind === "number" && c.numFmt ? 4 + numFmts.indexOf(c.numFmt) : 0));

  let zip: Zip;
  let sheet: ZipDeflate;
  let iterator: AsyncIterator<XlsxValue[]> | Iterator<XlsxValue[]>;
  let rowNumber = 1;
  let failed: Error | null = null;

  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((err, chunk, final) => {
        if (err) {
          failed = err;
          controller.error(err);
          return;
        }
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      const add = (name: string, text: string) => {
        const f = new ZipPassThrough(name);
        zip.add(f);
        f.push(enc.encode(text), true);
      };
      add("[Content_Types].xml", CONTENT_TYPES);
      add("_rels/.rels", ROOT_RELS);
      add("xl/workbook.xml", workbookXml(opts.sheetName));
      add("xl/_rels/workbook.xml.rels", WORKBOOK_RELS);
      add("xl/styles.xml", stylesXml(numFmts));
      sheet = new ZipDeflate("xl/worksheets/sheet1.xml", { level: 6 });
      zip.add(sheet);
      const cols = columns.some((c) => c.width)
        ? `<cols>${columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 12}" customWidth="1"/>`).join("")}</cols>`
        : "";
      const header = `<row r="1">${columns.map((c, i) => textCell(`${columnName(i)}1`, c.header, 1)).join("")}</row>`;
      sheet.push(
        enc.encode(
          `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
            `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
            `${cols}<sheetData>${header}`,
        ),
      );
      const rows = opts.rows;
      iterator = Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]();
    },
    async pull() {
      if (failed) return;
      let xml = "";
      for (let n = 0; n < batch; n++) {
        const next = await iterator.next();
        if (next.done) {
          sheet.push(enc.encode(`${xml}</sheetData></worksheet>`), true);
          zip.end();
          return;
        }
        rowNumber++;
        xml += rowXml(rowNumber, next.value, columns, styleOf, timeZone);
      }
      sheet.push(enc.encode(xml));
    },
    async cancel() {
      await iterator?.return?.();
      zip?.terminate();
    },
  });
}
