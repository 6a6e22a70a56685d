import { contactPersonImageCalls } from "@/lib/facilities/image-calls";

/** POST /api/facility-contact-person/delete-contact-person-image (spec 3 §7): contactPersonId → { success, imageUrl } (staff). */
export const POST = contactPersonImageCalls.remove;
