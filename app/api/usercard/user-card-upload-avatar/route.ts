import { userCardAvatarCalls } from "@/lib/profile/more-avatar-calls";

/** POST /api/usercard/user-card-upload-avatar (spec 1 §7 "Avatars"): the user card's avatar (own, or userName of a user one manages). */
export const POST = userCardAvatarCalls.upload;
