import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { readImageUpload } from "@/lib/files/read-image-upload";
import { fileUrl, getStorage } from "@/lib/integrations/storage";
import { newUserAvatarKey, removeStoredFileQuietly, userAvatarKey } from "./avatar-files";

/**
 * Sets the actor's avatar (spec 1 §4 "Image upload", §7 "Avatars"): the image (JPEG or PNG by
 * content, at most 10 MB) is stored under a new random key, users.avatar_url points at it, and
 * the previous avatar file is removed once the change has committed.
 */
export async function uploadUserAvatar(
  db: Db,
  opts: { actor: Actor; file: Blob | null | undefined; ctx?: ActionContext },
): Promise<{ imageUrl: string }> {
  const { actor } = opts;
  const { bytes, type } = await readImageUpload(opts.file);
  const key = newUserAvatarKey(actor.userId, type);
  const imageUrl = fileUrl(key);
  const storage = getStorage();
  await storage.put(key, bytes, type.contentType);

  let previousKey: string | null;
  try {
    previousKey = await db.transaction(async (tx) => {
      const [user] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, actor.userId)).for("update");
      if (!user) throw new AppError("NOT_FOUND");
      await tx.update(users).set({ avatarUrl: imageUrl }).where(eq(users.id, actor.userId));
      await logAction(tx, actor, "profile.avatar.uploaded", { key, contentType: type.contentType, bytes: bytes.byteLength, previous: user.avatarUrl }, opts.ctx);
      return userAvatarKey(actor.userId, user.avatarUrl);
    });
  } catch (e) {
    await removeStoredFileQuietly(key);
    throw e;
  }
  if (previousKey !== key) await removeStoredFileQuietly(previousKey);
  return { imageUrl };
}
