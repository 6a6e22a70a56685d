import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES, ZImageUploadRequest, checkImage, detectImageType } from "./image";

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEADER = [0xff, 0xd8, 0xff, 0xe0];

/** `size` bytes starting with `header`, zero-filled */
function bytes(header: number[], size = 64): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  out.set(header);
  return out;
}

describe("image checks", () => {
  it("accepts a PNG by its signature", () => {
    expect(checkImage(bytes(PNG_HEADER))).toEqual({ ok: true, type: { contentType: "image/png", extension: "png" } });
  });

  it("accepts a JPEG by its signature", () => {
    expect(checkImage(bytes(JPEG_HEADER))).toEqual({ ok: true, type: { contentType: "image/jpeg", extension: "jpg" } });
  });

  it("refuses a text file, whatever it is called", () => {
    const text = new TextEncoder().encode("this is not a picture.png\n");
    expect(checkImage(text)).toEqual({ ok: false, reason: "wrongType" });
  });

  it("refuses a GIF", () => {
    const gif = bytes([...new TextEncoder().encode("GIF89a")]);
    expect(checkImage(gif)).toEqual({ ok: false, reason: "wrongType" });
  });

  it("refuses an empty file and a cut-off PNG signature", () => {
    expect(detectImageType(new Uint8Array(0))).toBeNull();
    expect(detectImageType(new Uint8Array(PNG_HEADER.slice(0, 7)))).toBeNull();
  });

  it("allows exactly 10485760 bytes and refuses one more", () => {
    expect(MAX_IMAGE_BYTES).toBe(10485760);
    expect(checkImage(bytes(PNG_HEADER, 10485760)).ok).toBe(true);
    expect(checkImage(bytes(PNG_HEADER, 10485761))).toEqual({ ok: false, reason: "tooLarge" });
  });
});

describe("image upload request", () => {
  const missing = { success: false };

  it("takes a file in UploadedImage and ignores extra fields", () => {
    const file = new File([bytes(PNG_HEADER)], "a.png", { type: "image/png" });
    const r = ZImageUploadRequest.safeParse({ UploadedImage: file, extra: "x" });
    expect(r.success).toBe(true);
    expect(r.data).toEqual({ UploadedImage: file });
  });

  it.each([
    ["nothing", {}],
    ["a string", { UploadedImage: "image.png" }],
    ["an empty file", { UploadedImage: new File([], "") }],
    ["two files", { UploadedImage: [new File(["a"], "a.png"), new File(["b"], "b.png")] }],
  ])("calls %s a missing image, on the UploadedImage field", (_, input) => {
    const r = ZImageUploadRequest.safeParse(input);
    expect(r).toMatchObject(missing);
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["UploadedImage", "upload.image.missing"]]);
  });
});
