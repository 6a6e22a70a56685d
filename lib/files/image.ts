/**
 * Image upload rules (spec 1 §5 "Generic rules", §9): JPEG or PNG, at most 10485760 bytes.
 * The type is read from the file's first bytes, never from its name or the browser's MIME type.
 */
import { z } from "zod";

/** spec 1 §9: image max 10 MB */
export const MAX_IMAGE_BYTES = 10_485_760;

/** the form field of an image upload (spec 1 §3 "Image upload") */
export const IMAGE_FIELD = "UploadedImage";

export const MSG_IMAGE_TOO_LARGE = "upload.image.tooLarge";
export const MSG_IMAGE_WRONG_TYPE = "upload.image.wrongType";
export const MSG_IMAGE_MISSING = "upload.image.missing";

/**
 * The body limit of an image upload call (route option `body`): the image plus the multipart
 * framing and a few small extra fields. A larger body is refused while streaming with the
 * image's own "too large" text.
 */
export const IMAGE_UPLOAD_BODY = { maxBytes: MAX_IMAGE_BYTES + 256 * 1024, tooLarge: MSG_IMAGE_TOO_LARGE };

export interface ImageType {
  contentType: "image/jpeg" | "image/png";
  extension: "jpg" | "png";
}

const SIGNATURES: { magic: number[]; type: ImageType }[] = [
  { magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: { contentType: "image/png", extension: "png" } },
  { magic: [0xff, 0xd8, 0xff], type: { contentType: "image/jpeg", extension: "jpg" } },
];

/** The image type of the bytes by their signature (magic bytes), or null when not JPEG or PNG. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  for (const { magic, type } of SIGNATURES) {
    if (bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b)) return type;
  }
  return null;
}

export type ImageCheck = { ok: true; type: ImageType } | { ok: false; reason: "tooLarge" | "wrongType" };

/** Size first (so a huge file is called too large whatever it holds), then the signature. */
export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, reason: "tooLarge" };
  const type = detectImageType(bytes);
  return type ? { ok: true, type } : { ok: false, reason: "wrongType" };
}

/** A non-empty uploaded file (a File from a multipart body); anything else is "missing". */
export const ZUploadedImage = z.custom<Blob>((v) => typeof Blob !== "undefined" && v instanceof Blob && v.size > 0, MSG_IMAGE_MISSING);

/** The image upload call: the file plus any extra fields (ignored). */
export const ZImageUploadRequest = z.object({ [IMAGE_FIELD]: ZUploadedImage });
export type TImageUploadRequest = z.infer<typeof ZImageUploadRequest>;
