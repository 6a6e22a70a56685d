import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { columnName, serialOfDate, serialOfInstant, xlsxStream, type XlsxColumn, type XlsxValue } from "./xlsx";

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

const COLUMNS: XlsxColumn[] = [
  { header: "Order", kind: "text" },
  { header: "Datum", kind: "date" },
  { header: "Belopp", kind: "number", numFmt: "#,##0.00" },
  { header: "Skapad", kind: "datetime" },
];

describe("xlsx writer", () => {
  it("writes a workbook a reader opens: inline strings, numbers as numbers, dates as dates", async () => {
    const rows: XlsxValue[][] = [
      ["4500001", "2026-03-15", 1234.5, new Date("2026-03-15T10:30:00Z")],
      ['=HYPERLINK("http://evil")', "2026-01-01", -2, null],
      ["Åker & <äng>\u0007", null, 0, undefined],
    ];
    const files = unzipSync(await bytesOf(xlsxStream({ sheetName: "Mina order", columns: COLUMNS, rows })));
    expect(Object.keys(files).sort()).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
      "xl/workbook.xml",
      "xl/worksheets/sheet1.xml",
    ]);
    const sheet = strFromU8(files["xl/worksheets/sheet1.xml"]!);
    expect(strFromU8(files["xl/workbook.xml"]!)).toContain('name="Mina order"');
    // header
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="1"><is><t xml:space="preserve">Order</t></is></c>');
    // a text that looks like a formula stays text: inline string, no <f>
    expect(sheet).toContain('<c r="A3" t="inlineStr"><is><t xml:space="preserve">=HYPERLINK(&quot;http://evil&quot;)</t></is></c>');
    expect(sheet).not.toContain("<f>");
    // number with its format, date serial with the date style, date-time in Stockholm time
    expect(sheet).toContain('<c r="C2" s="4"><v>1234.5</v></c>');
    expect(sheet).toContain(`<c r="B2" s="2"><v>${serialOfDate("2026-03-15")}</v></c>`);
    expect(serialOfDate("2026-03-15")).toBe(46096);
    const d2 = /<c r="D2" s="3"><v>([\d.]+)<\/v><\/c>/.exec(sheet);
    expect(Number(d2?.[1])).toBeCloseTo(46096 + 11.5 / 24, 9);
    // escaped, control characters dropped, empty cells left out
    expect(sheet).toContain("Åker &amp; &lt;äng&gt;</t>");
    expect(sheet).not.toContain('r="B4"');
    expect(sheet).toContain('<c r="C4" s="4"><v>0</v></c>');
    expect(strFromU8(files["xl/styles.xml"]!)).toContain('formatCode="#,##0.00"');
  });

  it("streams 10 000 rows from an async source, pulling as it goes", async () => {
    let produced = 0;
    async function* rows() {
      for (let i = 0; i < 10_000; i++) {
        produced++;
        if (i % 1000 === 0) await Promise.resolve();
        yield [`ORD${i}`, "2026-01-02", i * 1.25, null] as XlsxValue[];
      }
    }
    const stream = xlsxStream({ sheetName: "x", columns: COLUMNS, rows: rows(), batch: 100 });
    const reader = stream.getReader();
    const first = await reader.read();
    // the first chunk came before all rows were produced
    expect(produced).toBeLessThan(10_000);
    reader.releaseLock();
    const rest = await bytesOf(stream);
    const all = new Uint8Array(first.value!.byteLength + rest.byteLength);
    all.set(first.value!, 0);
    all.set(rest, first.value!.byteLength);
    const files = unzipSync(all);
    const sheet = strFromU8(files["xl/worksheets/sheet1.xml"]!);
    expect(sheet.match(/<row /g)).toHaveLength(10_001);
    expect(sheet).toContain('<c r="A10001" t="inlineStr"><is><t xml:space="preserve">ORD9999</t></is></c>');
  });

  it("names columns and converts instants by time zone", () => {
    expect([0, 25, 26, 701].map(columnName)).toEqual(["A", "Z", "AA", "ZZ"]);
    expect(serialOfInstant(new Date("2026-07-01T00:00:00Z"), "Europe/Helsinki")).toBeCloseTo(serialOfDate("2026-07-01") + 3 / 24, 9);
  });
});
