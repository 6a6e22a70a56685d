import { companyAvatarCalls } from "@/lib/profile/more-avatar-calls";

/** POST /api/profile/company-upload-avatar (spec 1 §7 "Avatars"): the company avatar of the customer in play; owners only. */
export const POST = companyAvatarCalls.upload;
