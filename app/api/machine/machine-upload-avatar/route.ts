import { machineImageCalls } from "@/lib/machines/machine-image-calls";

/** POST /api/machine/machine-upload-avatar (spec 1 §7 "Avatars"): multipart UploadedImage + machineId → { success, imageUrl }; 403 for another customer's machine. */
export const POST = machineImageCalls.upload;
