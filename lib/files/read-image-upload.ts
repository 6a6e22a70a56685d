import { AppError } from "@/lib/api/errors";
import { IMAGE_FIELD, MAX_IMAGE_BYTES, MSG_IMAGE_MISSING, MSG_IMAGE_TOO_LARGE, MSG_IMAGE_WRONG_TYPE, checkImage, type ImageType } from "./image";

/**
 * The bytes and type of an uploaded image, or an AppError: no file → 400 on the UploadedImage
 * field, over 10 MB → 413, not JPEG/PNG by content → 415. The size is checked before the file
 * is read.
 */
export async function readImageUpload(file: Blob | null | undefined): Promise<{ bytes: Uint8Array; type: ImageType }> {
  if (!file || file.size === 0) {
    throw new AppError("BAD_REQUEST", MSG_IMAGE_MISSING, { fields: { [IMAGE_FIELD]: [MSG_IMAGE_MISSING] } });
  }
  if (file.size > MAX_IMAGE_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", MSG_IMAGE_TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkImage(bytes);
  if (!check.ok) {
    throw check.reason === "tooLarge"
      ? new AppError("PAYLOAD_TOO_LARGE", MSG_IMAGE_TOO_LARGE)
      : new AppError("UNSUPPORTED_MEDIA_TYPE", MSG_IMAGE_WRONG_TYPE);
  }
  return { bytes, type: check.type };
}
