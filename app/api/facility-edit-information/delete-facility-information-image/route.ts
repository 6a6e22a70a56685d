import { facilityImageCalls } from "@/lib/facilities/image-calls";

/** POST /api/facility-edit-information/delete-facility-information-image (spec 3 §7): facilityId → { success, imageUrl } (staff). */
export const POST = facilityImageCalls.remove;
