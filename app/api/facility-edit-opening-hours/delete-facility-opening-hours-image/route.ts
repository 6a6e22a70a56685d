import { facilityImageCalls } from "@/lib/facilities/image-calls";

/** POST /api/facility-edit-opening-hours/delete-facility-opening-hours-image (spec 3 §7): facilityId → { success, imageUrl } (staff). */
export const POST = facilityImageCalls.remove;
