import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { deleteStoredFile } from "@/lib/files/delete-stored-file";
import { removeStoredBytesQuietly } from "@/lib/files/remove-stored-bytes";
import { DEFAULT_AVATAR_URL, userAvatarKey } from "./avatar-files";

/**
 * Removes the actor's avatar (spec 1 §4 "Image delete"): users.avatar_url becomes null and the
 * stored file is unregistered in the same transaction (bytes outside the database are removed once
 * it has committed); the reply carries the default image. Deleting when there is no avatar
 * succeeds and changes nothing. Only a file in the user's own avatar folder is ever removed.
 */
export async function deleteUserAvatar(
  db: Db,
  opts: { actor: Actor; ctx?: ActionContext; userId?: number },
): Promise<{ imageUrl: string }> {
  const { actor } = opts;
  // whose avatar: the actor's own, or a user the caller has been allowed to manage (user card)
  const userId = opts.userId ?? actor.userId;
  const previousKey = await db.transaction(async (tx) => {
    const [user] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw new AppError("NOT_FOUND");
    if (user.avatarUrl === null) return null;
    await tx.update(users).set({ avatarUrl: null }).where(eq(users.id, userId));
    const key = userAvatarKey(userId, user.avatarUrl);
    if (key) await deleteStoredFile(tx, key);
    await logAction(tx, actor, "profile.avatar.deleted", { previous: user.avatarUrl, userId }, opts.ctx);
    return key;
  });
  await removeStoredBytesQuietly(db, previousKey);
  return { imageUrl: DEFAULT_AVATAR_URL };
}
