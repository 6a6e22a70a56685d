/**
 * Text of an uploaded document for the search (decision 055): a plain text file as it is; from a
 * PDF the strings of its text operators (Tj, TJ, ', ") in uncompressed and Flate-compressed
 * content streams. Enough for PDFs written with standard or simple fonts; a PDF whose fonts use
 * other encodings (or scanned pages) gives little or nothing, and is then found by its name only.
 */
import { inflateSync } from "node:zlib";

const MAX_TEXT = 100_000;

export function extractText(bytes: Uint8Array, kind: "pdf" | "plain" | null): string {
  if (kind === "plain") return new TextDecoder("utf-8").decode(bytes.subarray(0, MAX_TEXT * 2)).slice(0, MAX_TEXT);
  if (kind === "pdf") return extractPdfText(bytes);
  return "";
}

function decodePdfString(s: string): string {
  return s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) => {
    if (/^[0-7]+$/.test(c)) return String.fromCharCode(parseInt(c, 8));
    return ({ n: "\n", r: "\r", t: "\t", b: "", f: "", "(": "(", ")": ")", "\\": "\\" } as Record<string, string>)[c] ?? c;
  });
}

/** <48656C6C6F> → "Hello" (single-byte fonts: WinAnsi is Latin-1 for the Nordic letters). */
function decodeHex(h: string): string {
  const hex = h.replace(/\s+/g, "");
  let out = "";
  for (let i = 0; i + 1 < hex.length; i += 2) out += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return out;
}

/** The text shown by a content stream's text operators. */
export function textOfContentStream(content: string): string {
  const out: string[] = [];
  const re = /\[((?:[^\]\\]|\\.)*)\]\s*TJ|\(((?:[^()\\]|\\.)*)\)\s*(?:Tj|'|")|<([0-9A-Fa-f\s]*)>\s*(?:Tj|'|")|(T\*|ET)/g;
  for (let m = re.exec(content); m; m = re.exec(content)) {
    if (m[1] !== undefined) {
      const parts = [...m[1].matchAll(/\(((?:[^()\\]|\\.)*)\)|<([0-9A-Fa-f\s]*)>|(-?\d+(?:\.\d+)?)/g)];
      out.push(
        parts
          .map((p) => (p[1] !== undefined ? decodePdfString(p[1]) : p[2] !== undefined ? decodeHex(p[2]) : Number(p[3]) < -200 ? " " : ""))
          .join(""),
      );
    } else if (m[2] !== undefined) out.push(decodePdfString(m[2]));
    else if (m[3] !== undefined) out.push(decodeHex(m[3]));
    else out.push("\n");
  }
  return out.join(" ");
}

export function extractPdfText(bytes: Uint8Array): string {
  const latin = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const texts: string[] = [];
  let total = 0;
  const re = /stream\r?\n/g;
  for (let m = re.exec(latin); m && total < MAX_TEXT; m = re.exec(latin)) {
    const start = m.index + m[0].length;
    const end = latin.indexOf("endstream", start);
    if (end < 0) break;
    const dict = latin.slice(Math.max(0, m.index - 300), m.index);
    const raw = Buffer.from(latin.slice(start, end), "latin1");
    let content: string;
    try {
      content = /FlateDecode/.test(dict.slice(dict.lastIndexOf("<<"))) ? inflateSync(raw).toString("latin1") : raw.toString("latin1");
    } catch {
      continue;
    }
    if (!/T[jJ*]|'/.test(content)) continue;
    const text = textOfContentStream(content).replace(/\s+/g, " ").trim();
    if (text) {
      texts.push(text);
      total += text.length;
    }
    re.lastIndex = end;
  }
  return texts.join("\n").slice(0, MAX_TEXT);
}
