import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { DEFAULT_AVATAR_URL, removeStoredFileQuietly, userAvatarKey } from "./avatar-files";

/**
 * Removes the actor's avatar (spec 1 §4 "Image delete"): users.avatar_url becomes null, the
 * stored file is removed once that has committed, and the reply carries the default image.
 * Deleting when there is no avatar succeeds and changes nothing.
 */
export async function deleteUserAvatar(db: Db, opts: { actor: Actor; ctx?: ActionContext }): Promise<{ imageUrl: string }> {
  const { actor } = opts;
  const previousKey = await db.transaction(async (tx) => {
    const [user] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, actor.userId)).for("update");
    if (!user) throw new AppError("NOT_FOUND");
    if (user.avatarUrl === null) return null;
    await tx.update(users).set({ avatarUrl: null }).where(eq(users.id, actor.userId));
    await logAction(tx, actor, "profile.avatar.deleted", { previous: user.avatarUrl }, opts.ctx);
    return userAvatarKey(actor.userId, user.avatarUrl);
  });
  await removeStoredFileQuietly(previousKey);
  return { imageUrl: DEFAULT_AVATAR_URL };
}
