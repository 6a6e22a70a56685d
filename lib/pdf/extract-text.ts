/**
 * The text drawn in a PDF made by ./document.ts, for tests and checks: inflates the content
 * streams and decodes the WinAnsi strings of the text operators (Tj). Not a general PDF parser.
 */
import { inflateSync } from "node:zlib";

/** WinAnsi (Windows-1252) bytes 0x80–0x9F; the rest of the range is Latin-1. */
const WIN_ANSI_80 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

function decodeWinAnsi(bytes: ArrayLike<number>): string {
  return Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_80.charAt(b - 0x80) : String.fromCharCode(b))).join("");
}

function decodeHex(hex: string): string {
  const clean = hex.replace(/\s+/g, "");
  const bytes: number[] = [];
  for (let i = 0; i + 1 < clean.length; i += 2) bytes.push(parseInt(clean.slice(i, i + 2), 16));
  return decodeWinAnsi(bytes);
}

function decodeLiteral(s: string): string {
  return s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) => {
    const map: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f", "(": "(", ")": ")", "\\": "\\" };
    return map[e] ?? decodeWinAnsi([parseInt(e, 8)]);
  });
}

/** Every string shown with Tj, in drawing order, one per line. */
export function extractPdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString("latin1");
  const out: string[] = [];
  const streamRe = /(?<!end)stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streamRe.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    const chunk = Buffer.from(raw.slice(start, end).replace(/\r?\n$/, ""), "latin1");
    let content: string;
    try {
      content = inflateSync(chunk).toString("latin1");
    } catch {
      content = chunk.toString("latin1");
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      out.push(t[1] !== undefined ? decodeHex(t[1]) : decodeLiteral(t[2] ?? ""));
    }
    streamRe.lastIndex = end + "endstream".length;
  }
  return out.join("\n");
}
