import { companyAvatarCalls } from "@/lib/profile/more-avatar-calls";

/** POST /api/profile/company-delete-avatar (spec 1 §7 "Avatars"): removes the company avatar → the default image; owners only. */
export const POST = companyAvatarCalls.remove;
