import { facilityImageCalls } from "@/lib/facilities/image-calls";

/** POST /api/facility-edit-opening-hours/upload-facility-opening-hours-image (spec 3 §7): multipart UploadedImage + facilityId → { success, imageUrl } (staff). */
export const POST = facilityImageCalls.upload;
