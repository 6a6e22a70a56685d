import { AppError } from "@/lib/api/errors";
import {
  IMAGE_FIELD,
  MAX_IMAGE_BYTES,
  MSG_IMAGE_MISSING,
  MSG_IMAGE_TOO_LARGE,
  MSG_IMAGE_WRONG_TYPE,
  checkImage,
  type ImageType,
} from "./image";
import { ImageReencodeError, reencodeImage } from "./reencode-image";

/**
 * An uploaded image, re-encoded and ready to store, or an AppError: no file → 400 on the
 * UploadedImage field, over 10 MB → 413, not JPEG/PNG by content (or not decodable as what its
 * first bytes claim) → 415. The size is checked before the file is read. What comes back is the
 * re-encoded image (reencode-image.ts: no metadata, nothing appended, at most 4096 px a side),
 * never the bytes as uploaded.
 */
export async function readImageUpload(
  file: Blob | null | undefined,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; type: ImageType; uploadedBytes: number }> {
  if (!file || file.size === 0) {
    throw new AppError("BAD_REQUEST", MSG_IMAGE_MISSING, { fields: { [IMAGE_FIELD]: [MSG_IMAGE_MISSING] } });
  }
  if (file.size > MAX_IMAGE_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", MSG_IMAGE_TOO_LARGE);
  const uploaded = new Uint8Array(await file.arrayBuffer());
  const check = checkImage(uploaded);
  if (!check.ok) {
    throw check.reason === "tooLarge"
      ? new AppError("PAYLOAD_TOO_LARGE", MSG_IMAGE_TOO_LARGE)
      : new AppError("UNSUPPORTED_MEDIA_TYPE", MSG_IMAGE_WRONG_TYPE);
  }
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    ({ bytes } = await reencodeImage(uploaded, check.type));
  } catch (e) {
    if (!(e instanceof ImageReencodeError)) throw e;
    // too many pixels to decode: the image is too large, in the only words the spec has for it
    throw e.reason === "tooManyPixels"
      ? new AppError("PAYLOAD_TOO_LARGE", MSG_IMAGE_TOO_LARGE)
      : new AppError("UNSUPPORTED_MEDIA_TYPE", MSG_IMAGE_WRONG_TYPE);
  }
  // re-encoding can (rarely) grow a file; what is stored keeps to the same limit
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", MSG_IMAGE_TOO_LARGE);
  return { bytes, type: check.type, uploadedBytes: uploaded.byteLength };
}
