import { route } from "@/lib/api/handler";
import { ZImageUploadRequest } from "@/lib/files/image";
import { uploadUserAvatar } from "@/lib/profile/upload-user-avatar";

/**
 * Sets the signed-in user's avatar (spec 1 §7 "Avatars"): multipart, the image in UploadedImage
 * plus any extra fields; reply { success, imageUrl }. Bad input is a 4xx JSON error.
 */
export const POST = route({ input: ZImageUploadRequest }, async ({ db, actor, input, audit }) => {
  const { imageUrl } = await uploadUserAvatar(db, { actor, file: input.UploadedImage, ctx: audit });
  return { success: true, imageUrl };
});
