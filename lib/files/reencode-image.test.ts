/** Re-encoding uploaded images (sharp): metadata and appended payloads never reach storage. */
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "./image";
import { readImageUpload } from "./read-image-upload";
import { ImageReencodeError, MAX_IMAGE_SIDE, reencodeImage } from "./reencode-image";

const PNG = { contentType: "image/png", extension: "png" } as const;
const JPEG = { contentType: "image/jpeg", extension: "jpg" } as const;
const HTML = "<html><body><script>alert(document.cookie)</script></body></html>";

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** PNG chunks of `png`, as [type, data] */
function chunks(png: Buffer): string[] {
  const out: string[] = [];
  for (let at = 8; at < png.length;) {
    const len = png.readUInt32BE(at);
    out.push(png.subarray(at + 4, at + 8).toString("latin1"));
    at += 12 + len;
  }
  return out;
}

/** A PNG header for side × side pixels with a little compressed data: tiny as a file, gigabytes decoded. */
function pngBomb(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1_000_000))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const pixels = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: { r: 46, g: 125, b: 74 } } });

/** A real PNG with a text chunk, an EXIF chunk (with "GPS" in it) and an HTML page after IEND. */
async function pngPolyglot(): Promise<Buffer> {
  const clean = await pixels(40, 30).png().toBuffer();
  const iend = clean.length - 12;
  const exif = await pixels(2, 2)
    .jpeg()
    .withExif({ IFD0: { Artist: "Farmer GPS 57.7N 11.9E" } })
    .toBuffer();
  const text = chunk("tEXt", Buffer.from(`Comment\0${HTML}`, "latin1"));
  const exifChunk = chunk("eXIf", Buffer.from("MM\0*GPSLatitude 57.70887", "latin1"));
  return Buffer.concat([clean.subarray(0, iend), text, exifChunk, clean.subarray(iend), Buffer.from(HTML), exif.subarray(0, 4)]);
}

function file(bytes: Uint8Array | string, name = "bild.png", type = "image/png"): File {
  return new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });
}

describe("re-encoding uploaded images", () => {
  it("a PNG with an HTML payload after the image and text/EXIF chunks comes out as pixels only", async () => {
    const input = await pngPolyglot();
    expect(input.includes(Buffer.from("<script>"))).toBe(true);
    expect(chunks(input)).toEqual(expect.arrayContaining(["tEXt", "eXIf"]));

    const { bytes, width, height } = await reencodeImage(input, PNG);
    const out = Buffer.from(bytes);
    expect([width, height]).toEqual([40, 30]);
    expect(out.includes(Buffer.from("<script>"))).toBe(false);
    expect(out.includes(Buffer.from("GPS"))).toBe(false);
    // only the image itself (pHYs is the encoder's own 72 dpi density)
    expect(chunks(out).filter((c) => !["IHDR", "IDAT", "IEND", "pHYs"].includes(c))).toEqual([]);
    expect(out.subarray(-12).subarray(4, 8).toString("latin1")).toBe("IEND"); // nothing after the end
    // the same picture
    const [a, b] = await Promise.all([sharp(input).raw().toBuffer(), sharp(out).raw().toBuffer()]);
    expect(a.equals(b)).toBe(true);
  });

  it("a JPEG loses its EXIF (GPS position, camera) and whatever was appended, and stays a JPEG", async () => {
    const input = Buffer.concat([
      await pixels(32, 24)
        .jpeg()
        .withExif({ IFD0: { Make: "PhoneCam", Artist: "Anna" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "57/1 42/1 3200/100" } })
        .toBuffer(),
      Buffer.from(HTML),
    ]);
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const { bytes } = await reencodeImage(input, JPEG);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    const out = Buffer.from(bytes);
    for (const s of ["Exif", "PhoneCam", "Anna", "<script>"]) expect(out.includes(Buffer.from(s))).toBe(false);
    expect([...out.subarray(-2)]).toEqual([0xff, 0xd9]); // ends at the JPEG end marker
  });

  it("applies the EXIF orientation to the pixels before dropping it (a portrait photo stays upright)", async () => {
    const rotated = await pixels(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { width, height, bytes } = await reencodeImage(rotated, JPEG);
    expect([width, height]).toEqual([20, 40]);
    expect((await sharp(bytes).metadata()).orientation).toBeUndefined();
  });

  it(`scales an image down to ${MAX_IMAGE_SIDE} px on its longest side, keeping the proportions, and never up`, async () => {
    const wide = await pixels(5000, 100).png().toBuffer();
    expect(await reencodeImage(wide, PNG)).toMatchObject({ width: 4096, height: 82 });
    const small = await pixels(10, 10).png().toBuffer();
    expect(await reencodeImage(small, PNG)).toMatchObject({ width: 10, height: 10 });
  });

  it("keeps a palette PNG a palette PNG", async () => {
    const palette = await pixels(16, 16).png({ palette: true }).toBuffer();
    const { bytes } = await reencodeImage(palette, PNG);
    expect((await sharp(bytes).metadata()).isPalette).toBe(true);
  });

  it("refuses bytes that only start like an image, and an image of another format than its signature", async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(HTML)]);
    await expect(reencodeImage(fake, PNG)).rejects.toMatchObject({ reason: "notAnImage" });
    const png = await pixels(4, 4).png().toBuffer();
    await expect(reencodeImage(png, JPEG)).rejects.toBeInstanceOf(ImageReencodeError);
  });

  it("does not decode an image with more than 100 million pixels (a tiny file that would unpack to gigabytes)", async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(10_000);
    await expect(reencodeImage(bomb, PNG)).rejects.toMatchObject({ reason: "tooManyPixels" });
  });
});

describe("readImageUpload", () => {
  it("hands back the re-encoded image, not the uploaded bytes", async () => {
    const input = await pngPolyglot();
    const { bytes, type, uploadedBytes } = await readImageUpload(file(input));
    expect(type).toEqual(PNG);
    expect(uploadedBytes).toBe(input.length);
    expect(Buffer.from(bytes).includes(Buffer.from("<script>"))).toBe(false);
  });

  it("still refuses a text file renamed .png (415), and says so in the spec's words", async () => {
    await expect(readImageUpload(file("det här är ingen bild, bara text"))).rejects.toMatchObject({
      status: 415,
      message: "upload.image.wrongType",
    });
  });

  it("refuses a PNG signature followed by anything but a PNG (415)", async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
    await expect(readImageUpload(file(fake))).rejects.toMatchObject({ status: 415, message: "upload.image.wrongType" });
  });

  it("calls an image too large to decode too large (413)", async () => {
    const bomb = pngBomb(30_000);
    await expect(readImageUpload(file(bomb))).rejects.toMatchObject({ status: 413, message: "upload.image.tooLarge" });
  });

  it("keeps the 10 MB limit of the upload: one byte more is refused before anything is decoded", async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expect(readImageUpload(file(big))).rejects.toMatchObject({ status: 413, message: "upload.image.tooLarge" });
  });

  it("accepts an image of exactly 10485760 bytes (a real PNG padded after its end) and stores it small", async () => {
    const png = await pixels(64, 64).png().toBuffer();
    const padded = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES - png.length, 0x41)]);
    expect(padded.length).toBe(MAX_IMAGE_BYTES);
    const { bytes } = await readImageUpload(file(padded));
    expect(bytes.byteLength).toBeLessThan(10_000);
  });
});
