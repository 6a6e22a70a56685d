import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { deleteStoredFile } from "@/lib/files/delete-stored-file";
import { readImageUpload } from "@/lib/files/read-image-upload";
import { removeStoredBytesQuietly } from "@/lib/files/remove-stored-bytes";
import { saveStoredFile } from "@/lib/files/save-stored-file";
import { fileUrl } from "@/lib/integrations/storage";
import { newUserAvatarKey, userAvatarKey } from "./avatar-files";

/**
 * Sets the actor's avatar (spec 1 §4 "Image upload", §7 "Avatars"): the image (JPEG or PNG by
 * content, at most 10 MB) is re-encoded (no metadata), stored under a new random key and
 * registered as a public file owned by the user, users.avatar_url points at it and the previous
 * avatar is unregistered — all in one transaction. Bytes outside the database are removed after
 * it (the previous file's) or when it fails (the new file's).
 */
export async function uploadUserAvatar(
  db: Db,
  opts: { actor: Actor; file: Blob | null | undefined; ctx?: ActionContext; userId?: number },
): Promise<{ imageUrl: string }> {
  const { actor } = opts;
  // whose avatar: the actor's own, or a user the caller has been allowed to manage (user card)
  const userId = opts.userId ?? actor.userId;
  const { bytes, type, uploadedBytes } = await readImageUpload(opts.file);
  const key = newUserAvatarKey(userId, type);
  const imageUrl = fileUrl(key);

  let previousKey: string | null;
  try {
    previousKey = await db.transaction(async (tx) => {
      const [user] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId)).for("update");
      if (!user) throw new AppError("NOT_FOUND");
      await saveStoredFile(tx, { key, bytes, contentType: type.contentType, ownerUserId: userId, visibility: "public" });
      await tx.update(users).set({ avatarUrl: imageUrl }).where(eq(users.id, userId));
      const previous = userAvatarKey(userId, user.avatarUrl);
      if (previous) await deleteStoredFile(tx, previous);
      await logAction(
        tx,
        actor,
        "profile.avatar.uploaded",
        { key, contentType: type.contentType, bytes: bytes.byteLength, uploadedBytes, previous: user.avatarUrl, userId },
        opts.ctx,
      );
      return previous;
    });
  } catch (e) {
    await removeStoredBytesQuietly(db, key);
    throw e;
  }
  await removeStoredBytesQuietly(db, previousKey);
  return { imageUrl };
}
