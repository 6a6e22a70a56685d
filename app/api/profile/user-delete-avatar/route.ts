import { avatarCalls } from "@/lib/profile/avatar-calls";

/** POST /api/profile/user-delete-avatar (spec 1 §7 "Avatars"): removes the user's avatar → { success, imageUrl } with the default image. */
export const POST = avatarCalls.remove;
