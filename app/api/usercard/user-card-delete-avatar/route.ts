import { userCardAvatarCalls } from "@/lib/profile/more-avatar-calls";

/** POST /api/usercard/user-card-delete-avatar (spec 1 §7 "Avatars"): removes the user card's avatar → the default image. */
export const POST = userCardAvatarCalls.remove;
