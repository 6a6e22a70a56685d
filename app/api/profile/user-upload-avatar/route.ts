import { avatarCalls } from "@/lib/profile/avatar-calls";

/**
 * POST /api/profile/user-upload-avatar (spec 1 §7 "Avatars"): multipart, the image in UploadedImage
 * plus any extra fields → { success, imageUrl }. Bad input is a 4xx JSON error. Declared in lib/profile/avatar-calls.ts.
 */
export const POST = avatarCalls.upload;
