import { contactPersonImageCalls } from "@/lib/facilities/image-calls";

/** POST /api/facility-contact-person/upload-contact-person-image (spec 3 §7): multipart UploadedImage + contactPersonId → { success, imageUrl } (staff). */
export const POST = contactPersonImageCalls.upload;
