/**
 * Every uploaded image is decoded and encoded anew before it is stored (issue 9 item 8,
 * decision 020), so what is stored is only pixels:
 * - no metadata: EXIF (GPS position, camera, owner), XMP, IPTC, comments, PNG text chunks and ICC
 *   profiles are dropped (colours are converted to sRGB first; the EXIF orientation is applied to
 *   the pixels first, so a portrait photo stays upright);
 * - nothing after the image: a PNG+HTML (or JPEG+ZIP) polyglot loses its payload;
 * - at most MAX_IMAGE_SIDE pixels wide and high (larger images are scaled down, never up);
 * - the same format: PNG stays PNG (palette PNGs stay palette), JPEG stays JPEG.
 * Bytes that do not decode as the type their signature claims are refused as not an image.
 */
import sharp, { type Metadata } from "sharp";
import type { ImageType } from "./image";

/** the longest side of a stored image, in pixels */
export const MAX_IMAGE_SIDE = 4096;
/** images with more pixels than this are not decoded at all (a "decompression bomb" guard): 100 Mpx */
export const MAX_IMAGE_INPUT_PIXELS = 100_000_000;

// one upload at a time per worker thread is plenty here; no cache of decoded images in memory
sharp.cache(false);

export type ReencodeFailure = "notAnImage" | "tooManyPixels";

export class ImageReencodeError extends Error {
  constructor(
    readonly reason: ReencodeFailure,
    cause?: unknown,
  ) {
    super(`image could not be re-encoded: ${reason}`, { cause });
  }
}

const SHARP_FORMAT: Record<ImageType["contentType"], string> = { "image/png": "png", "image/jpeg": "jpeg" };

export interface ReencodedImage {
  bytes: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
}

export async function reencodeImage(input: Uint8Array, type: ImageType): Promise<ReencodedImage> {
  const open = () => sharp(input, { failOn: "error", limitInputPixels: MAX_IMAGE_INPUT_PIXELS, animated: false, autoOrient: true });
  const failure = (e: unknown) =>
    new ImageReencodeError(/pixel limit/i.test(String((e as Error)?.message)) ? "tooManyPixels" : "notAnImage", e);
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (e) {
    throw failure(e);
  }
  // the signature said PNG or JPEG; the decoder must agree
  if (meta.format !== SHARP_FORMAT[type.contentType]) throw new ImageReencodeError("notAnImage");
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_INPUT_PIXELS) throw new ImageReencodeError("tooManyPixels");

  const pipeline = open().resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true });
  const encoded =
    type.contentType === "image/png"
      ? pipeline.png({ compressionLevel: 6, palette: meta.isPalette === true })
      : pipeline.jpeg({ quality: 88, chromaSubsampling: "4:2:0" });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  } catch (e) {
    throw failure(e);
  }
}
