import { route } from "@/lib/api/handler";
import { deleteUserAvatar } from "@/lib/profile/delete-user-avatar";

/** Removes the signed-in user's avatar (spec 1 §7 "Avatars"); reply { success, imageUrl } with the default image. */
export const POST = route({}, async ({ db, actor, audit }) => {
  const { imageUrl } = await deleteUserAvatar(db, { actor, ctx: audit });
  return { success: true, imageUrl };
});
