/** The company and user-card avatar calls (spec 1 §7 "Avatars"), image call pairs like the user's (lib/files/image-calls.ts). */
import { z } from "zod";
import { imageCalls } from "@/lib/files/image-calls";
import { deleteCompanyAvatar, uploadCompanyAvatar } from "./company-avatar";
import { deleteUserAvatar } from "./delete-user-avatar";
import { uploadUserAvatar } from "./upload-user-avatar";
import { userCardTarget } from "./user-card-access";

export const companyAvatarCalls = imageCalls({
  upload: ({ db, actor, audit }, file) => uploadCompanyAvatar(db, { actor, file, ctx: audit }),
  remove: ({ db, actor, audit }) => deleteCompanyAvatar(db, { actor, ctx: audit }),
});

/** The user card's avatar: the caller's own, or (userName) a user of a customer the caller owns. */
export const userCardAvatarCalls = imageCalls({
  owner: z.object({ userName: z.string().trim().max(254).optional() }),
  upload: async ({ db, actor, audit, input }, file) =>
    uploadUserAvatar(db, { actor, file, ctx: audit, userId: await userCardTarget(db, { actor, userName: input.userName }) }),
  remove: async ({ db, actor, audit, input }) =>
    deleteUserAvatar(db, { actor, ctx: audit, userId: await userCardTarget(db, { actor, userName: input.userName }) }),
});
