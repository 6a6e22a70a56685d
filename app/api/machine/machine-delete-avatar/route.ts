import { machineImageCalls } from "@/lib/machines/machine-image-calls";

/** POST /api/machine/machine-delete-avatar (spec 1 §7 "Avatars"): machineId → { success, imageUrl } with the default image; 403 for another customer's machine. */
export const POST = machineImageCalls.remove;
