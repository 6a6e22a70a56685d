/** The user's avatar calls (spec 1 §7 "Avatars"), one image call pair (lib/files/image-calls.ts). */
import { imageCalls } from "@/lib/files/image-calls";
import { deleteUserAvatar } from "./delete-user-avatar";
import { uploadUserAvatar } from "./upload-user-avatar";

export const avatarCalls = imageCalls({
  upload: ({ db, actor, audit }, file) => uploadUserAvatar(db, { actor, file, ctx: audit }),
  remove: ({ db, actor, audit }) => deleteUserAvatar(db, { actor, ctx: audit }),
});
